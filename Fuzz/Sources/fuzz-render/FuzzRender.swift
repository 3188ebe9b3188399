import ComposerRender
import Foundation
import Raster

private let renderer = try! ComposerRenderer()

/// Any scenario the decoder accepts is laid out, read for VoiceOver, written as frames and
/// painted. The one error allowed is a picture over the canvas limits. To keep a run to
/// thousands of scenarios a minute, a picture over 1 Mpx is painted at scale 1 (layout is in
/// points; the scale only multiplies pixels).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard var scenario = try? Scenario(json: Data(bytes: bytes, count: count)) else { return 0 }
  var layout = try! renderer.layout(scenario)
  if layout.size.width * layout.size.height * scenario.scale * scenario.scale > 1e6 {
    scenario.scale = 1
    layout = try! renderer.layout(scenario)
  }
  _ = try! layout.accessibilityReading
  _ = layout.framesJSON()
  do {
    _ = try renderer.paint(layout)
  } catch RasterError.invalidPixelSize(_, let width, let height) where width > 0 && height > 0 {
    return 0
  } catch {
    fatalError("\(error)")
  }
  return 0
}
