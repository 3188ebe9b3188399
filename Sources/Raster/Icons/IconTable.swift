/// SF Symbols cannot ship, so symbols are drawn from Material Icons
/// (Documentation/Determinism.md, "Icons"); this is the one table from SF Symbol names to
/// Material Icons code points (the names are Material's own, from the `_variables.scss` that
/// Debian's fonts-material-design-icons-iconfont ships beside the font).
///
/// SF pairs an outline symbol with a filled twin ("photo", "photo.fill"), and the chips show
/// the outline while off and the twin while on, so each pair maps to two glyphs that differ
/// the same way: Material's outline glyph for the outline, its solid one for the twin. Where
/// Material has no outline glyph of the same picture, the closest outline stands in.
public enum IconTable {
  public static let codePoints: [String: UInt32] = [
    "magnifyingglass": 0xE8B6,  // search
    "lightbulb": 0xE90F,  // lightbulb_outline
    "lightbulb.fill": 0xE0F0,  // lightbulb
    // Material's "image" is solid and it has no "image outline" in this font; "crop_original"
    // is the same framed landscape with the frame drawn as an outline.
    "photo": 0xE3C4,  // crop_original
    "photo.fill": 0xE3F4,  // image
    "arrow.up": 0xE5D8,  // arrow_upward
    "stop.fill": 0xE047,  // stop
    "chevron.up.chevron.down": 0xE5D7,  // unfold_more
    "lock.fill": 0xE897,  // lock
    "checkmark": 0xE5CA,  // check
    "exclamationmark.triangle.fill": 0xE002,  // warning
    "exclamationmark.circle": 0xE001,  // error_outline
    // What an app's own modes commonly show (web, voice, camera, files, code, sparkles, …),
    // from the same font. Where Material has only a solid glyph of the picture, it stands in
    // for the outline and, through the fallback below, for its ".fill" twin too.
    "globe": 0xE894,  // language
    "safari": 0xE87A,  // explore
    "mic": 0xE02A,  // mic_none
    "mic.fill": 0xE029,  // mic
    "waveform": 0xE1B8,  // graphic_eq
    "speaker.wave.2": 0xE050,  // volume_up
    "headphones": 0xF01F,  // headphones
    "music.note": 0xE405,  // music_note
    "camera": 0xE412,  // photo_camera
    "video": 0xE04B,  // videocam
    "film": 0xE02C,  // movie
    "photo.on.rectangle": 0xE413,  // photo_library
    "paperclip": 0xE226,  // attach_file
    "link": 0xE157,  // link
    "doc": 0xE24D,  // insert_drive_file
    "doc.text": 0xE873,  // description
    "doc.text.magnifyingglass": 0xE880,  // find_in_page
    // Material's outline folder is drawn open.
    "folder": 0xE2C8,  // folder_open
    "folder.fill": 0xE2C7,  // folder
    "newspaper": 0xEB81,  // newspaper
    "book": 0xEA19,  // menu_book
    "book.closed": 0xE865,  // book
    "chevron.left.forwardslash.chevron.right": 0xE86F,  // code
    "curlybraces": 0xEAD3,  // data_object
    "terminal": 0xEB8E,  // terminal
    "cpu": 0xE322,  // memory
    "sparkles": 0xE65F,  // auto_awesome
    "wand.and.stars": 0xE663,  // auto_fix_high
    "chart.bar": 0xE26B,  // bar_chart
    "chart.pie": 0xF044,  // pie_chart_outline
    "chart.pie.fill": 0xE6C4,  // pie_chart
    "chart.line.uptrend.xyaxis": 0xE8E5,  // trending_up
    "paintbrush": 0xE3AE,  // brush
    "paintpalette": 0xE40A,  // palette
    "pencil": 0xE3C9,  // edit
    "textformat": 0xE262,  // text_fields
    "translate": 0xE8E2,  // translate
    "function": 0xE24A,  // functions
    "list.bullet": 0xE241,  // format_list_bulleted
    "checklist": 0xE6B1,  // checklist
    "checkmark.circle": 0xE92D,  // check_circle_outline
    "checkmark.circle.fill": 0xE86C,  // check_circle
    "star": 0xE83A,  // star_border
    "star.fill": 0xE838,  // star
    "heart": 0xE87E,  // favorite_border
    "heart.fill": 0xE87D,  // favorite
    "bookmark": 0xE867,  // bookmark_border
    "bookmark.fill": 0xE866,  // bookmark
    "bolt": 0xEA0B,  // bolt
    "graduationcap": 0xE80C,  // school
    "flask": 0xEA4B,  // science
    "brain": 0xEA4A,  // psychology
    "map": 0xE55B,  // map
    "mappin": 0xE0C8,  // location_on
    "location": 0xE569,  // near_me
    "cloud": 0xE2C2,  // cloud_queue
    "cloud.fill": 0xE2BD,  // cloud
    "sun.max": 0xE518,  // light_mode
    "moon": 0xE51C,  // dark_mode
    "leaf": 0xEA35,  // eco
    "bubble.left": 0xE0CB,  // chat_bubble_outline
    "bubble.left.fill": 0xE0CA,  // chat_bubble
    "bubble.left.and.bubble.right": 0xE0BF,  // forum
    "envelope": 0xE0E1,  // mail_outline
    "envelope.fill": 0xE158,  // mail
    "calendar": 0xE935,  // calendar_today
    "clock": 0xE8B5,  // schedule
    "clock.fill": 0xE924,  // watch_later
    "timer": 0xE425,  // timer
    "hourglass": 0xE88B,  // hourglass_empty
    "person": 0xE7FF,  // person_outline
    "person.fill": 0xE7FD,  // person
    "person.2": 0xE7FC,  // people_outline
    "person.2.fill": 0xE7FB,  // people
    "cart": 0xE8CC,  // shopping_cart
    "tag": 0xE54E,  // local_offer
    "dollarsign.circle": 0xE263,  // monetization_on
    "building.2": 0xE0AF,  // business
    "house": 0xE88A,  // home
    "gearshape": 0xE8B8,  // settings
    "slider.horizontal.3": 0xE429,  // tune
    "puzzlepiece": 0xE87B,  // extension
    "wrench.and.screwdriver": 0xF10B,  // handyman
    "square.grid.2x2": 0xE9B0,  // grid_view
    "eye": 0xE8F4,  // visibility
    "keyboard": 0xE312,  // keyboard
    "questionmark.circle": 0xE8FD,  // help_outline
    "questionmark.circle.fill": 0xE887,  // help
    "info.circle": 0xE88F,  // info_outline
    "info.circle.fill": 0xE88E,  // info
    "trash": 0xE92E,  // delete_outline
    "trash.fill": 0xE872,  // delete
    "lock": 0xE899,  // lock_outline
    "lock.open": 0xE898,  // lock_open
    "gamecontroller": 0xEA28,  // sports_esports
    "airplane": 0xE539,  // flight
    "car": 0xE531,  // directions_car
    "fork.knife": 0xE56C,  // restaurant
    "cross.case": 0xF109,  // medical_services
    "square.and.arrow.up": 0xE6B8,  // ios_share
    "ellipsis": 0xE5D3,  // more_horiz
  ]

  public static var symbolNames: [String] { codePoints.keys.sorted() }

  /// The code point for an SF Symbol name, or with `filled` for its filled twin ("x.fill");
  /// "x.fill" falls back to "x" when only the outline form has a stand-in, so callers can ask
  /// for the filled variant unconditionally.
  public static func codePoint(forSymbol name: String, filled: Bool = false) -> UInt32? {
    let asked = filled ? name + ".fill" : name
    if let codePoint = codePoints[asked] { return codePoint }
    if asked.hasSuffix(".fill") { return codePoints[String(asked.dropLast(5))] }
    return nil
  }
}
