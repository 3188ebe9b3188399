import ComposerRender
import GoldenSnapshots
import Raster

extension Snapshotting where Value == Scenario, Format == Image {
  /// The scenario drawn by `renderer`, as `render-composer render` draws it.
  public static func image(renderer: ComposerRenderer, tolerance: Tolerance = .exact)
    -> Snapshotting
  {
    var strategy = Snapshotting<Image, Image>.image(tolerance: tolerance).pullback(
      renderer.render)
    strategy.theme = { renderer.theme(for: $0).manifestName }
    return strategy
  }
}

extension Snapshotting where Value == Scenario, Format == String {
  /// What VoiceOver reads, in order, one element a line, as `render-composer a11y` prints it.
  public static func accessibilityReading(renderer: ComposerRenderer) -> Snapshotting {
    Snapshotting<String, String>.lines.pullback { try renderer.layout($0).accessibilityReading }
  }

  /// Every named element's frame in points, as the JSON `render-composer layout` prints.
  public static func frames(renderer: ComposerRenderer) -> Snapshotting {
    var strategy = Snapshotting<String, String>.lines.pullback {
      String(decoding: try renderer.layout($0).framesJSON(), as: UTF8.self)
    }
    strategy.pathExtension = "json"
    return strategy
  }
}
