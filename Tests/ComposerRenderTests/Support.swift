import ComposerRender
import ModelComposer
import Raster

extension ComposerLayout {
  /// Whether the layout placed `element`: for the elements a state leaves out on purpose.
  func has(_ element: ComposerElement) -> Bool {
    elements.contains { $0.payload.id == element }
  }

  /// What you see of a chip: its filled capsule (or filled circle) when on, its ring when off.
  func shape(ofChip mode: String) throws -> Rect {
    let chip = ComposerElement.chip(mode)
    return has(.part(.capsule, of: chip))
      ? try frame(of: .part(.capsule, of: chip)) : try frame(of: .part(.ring, of: chip))
  }
}
