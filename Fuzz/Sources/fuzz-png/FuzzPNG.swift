import Raster

/// Any bytes as a golden. A refusal must be a `RasterError`; a header over the canvas limits
/// must be refused before its pixels are allocated (libFuzzer's -malloc_limit_mb catches a
/// large allocation). A picture that decodes must survive encode → decode bit for bit, as the
/// golden workflow assumes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let image: Image
  do {
    image = try PNG.decode(Array(UnsafeBufferPointer(start: bytes, count: count)))
  } catch is RasterError {
    return 0
  } catch {
    fatalError("refused with \(type(of: error)), not a RasterError: \(error)")
  }
  do {
    let again = try PNG.decode(PNG.encode(image, compression: .fast))
    precondition(again == image, "encode → decode changes a decoded picture")
  } catch {
    fatalError("a decoded picture does not encode and decode again: \(error)")
  }
  return 0
}
