import Foundation

/// A font file the library found, opened the first time something needs it: a card in Latin
/// text draws with two or three of the thirty-two files, and opening one takes up to a tenth of a
/// millisecond (FreeType parsing Inter's CFF tables), which a `render` process would otherwise
/// pay for every file. The file's format was checked when it was found
/// (``FontFace/checkFoundFormat(of:context:)``), but opening it can still fail: it changed
/// since, it is broken past the font tag it begins with, or it is a font FreeType reads that
/// holds neither outlines nor colour bitmaps (a bitmap font under an Inter file's name).
///
/// Its state is guarded by an `NSLock`, not a `Mutex`: the face one thread opens, another
/// reads, and ThreadSanitizer sees the hand-over only through a lock it instruments
/// (scripts/tsan.supp says why `Mutex` is not one).
final class LazyFace: @unchecked Sendable {
  let spec: FontFileSpec
  let path: String
  private let context: FreeTypeContext
  private let glyphCaches: GlyphCaches
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var state = State()

  /// Once something tried to open the file: the face to set text with (the file's own, or one
  /// with no glyphs standing in for it) and why it could not be opened. Optionals rather than
  /// an enum with the face in its cases: an enum may keep its case in the spare bits of the
  /// face's reference, which LeakSanitizer cannot follow, so it took the stand-in for a leak.
  private struct State {
    var face: FontFace?
    var failure: RasterError?
  }

  init(spec: FontFileSpec, path: String, context: FreeTypeContext, glyphCaches: GlyphCaches) {
    self.spec = spec
    self.path = path
    self.context = context
    self.glyphCaches = glyphCaches
  }

  var fileName: String { spec.fileName }

  /// The face, opened on first use; a file that cannot be opened throws
  /// ``RasterError/fontOpeningFailed(path:package:reason:)``, every time it is asked.
  func open() throws(RasterError) -> FontFace {
    let (face, failure) = lock.withLock { settle(&state) }
    if let failure { throw failure }
    return face
  }

  /// The face, for text layout, which cannot throw: when the file cannot be opened, a face with
  /// no glyphs stands in, and the failure waits for ``FontLibrary/checkOpenedFaces()``, which
  /// every layout and painting calls before it returns.
  var face: FontFace {
    lock.withLock { settle(&state).face }
  }

  /// Why the file could not be opened, once something tried; nil while it is closed or open.
  var failure: RasterError? {
    lock.withLock { state.failure }
  }

  /// Opens the file unless that was tried before; returns the face to set text with (the
  /// stand-in when it failed) and the failure.
  private func settle(_ state: inout State) -> (face: FontFace, failure: RasterError?) {
    if let face = state.face { return (face, state.failure) }
    do {
      let face = try FontFace(
        path: path, fileName: spec.fileName, matchedXHeight: spec.matchedXHeight,
        context: context, glyphCaches: glyphCaches)
      state.face = face
      return (face, nil)
    } catch {
      let reason =
        if case .fontLoadingFailed(_, let reason)? = error as? RasterError { reason } else {
          "\(error)"
        }
      let failure = RasterError.fontOpeningFailed(
        path: path, package: spec.package, reason: reason)
      let standIn = FontFace(standingInFor: self, context: context, glyphCaches: glyphCaches)
      state = State(face: standIn, failure: failure)
      return (standIn, failure)
    }
  }
}
