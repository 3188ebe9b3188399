import ComposerRender
import GoldenSnapshots
import Raster

extension GoldenManifest.Renderer {
  /// The composer's renderer drawing with `fonts`: what the catalog's goldens and
  /// `assertSnapshot`'s are drawn with, so their manifest names its version.
  public static func composer(fonts: FontLibrary) -> Self {
    Self(version: ComposerRenderer.version, fonts: fonts)
  }
}
