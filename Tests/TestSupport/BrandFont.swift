import Foundation
import Raster

/// DejaVu Serif, the tests' brand font: fonts-dejavu-core installs it beside DejaVu Sans, one of
/// the renderer's own fallbacks; nil where it is not installed.
public let dejaVuSerifFile: String? = FontLibrary.defaultSearchDirectories.lazy
  .flatMap { ["\($0)/truetype/dejavu/DejaVuSerif.ttf", "\($0)/DejaVuSerif.ttf"] }
  .first { FileManager.default.fileExists(atPath: $0) }
