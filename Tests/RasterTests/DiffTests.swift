import Testing

@testable import Raster

@Suite struct DiffTests {
  private func rectImage(x: Double) throws -> Image {
    let canvas = try Canvas(pixelWidth: 60, pixelHeight: 40, scale: 1, background: .white)
    canvas.fill(.rect(Rect(x: x, y: 10, width: 30, height: 20)), with: .black)
    return canvas.image
  }

  private func difference(_ result: DiffResult) -> ImageDifference? {
    guard case .compared(let difference) = result else { return nil }
    return difference
  }

  @Test func identicalImagesMatchWithAFadedCopy() throws {
    let image = try rectImage(x: 10)
    let result = try #require(difference(ImageDiff.compare(image, image)))
    #expect(result.differingPixelCount == 0 && result.antialiasedPixelCount == 0)
    let diff = result.makeDiffImage()
    // Black fades to 255 − 25.5 → 230; white stays white.
    #expect(diff.pixel(x: 20, y: 20) == RGBA(red: 230, green: 230, blue: 230))
    #expect(diff.pixel(x: 1, y: 1) == .white)
  }

  @Test func aSingleChangedPixelIsCountedAndPaintedRed() throws {
    let expected = try rectImage(x: 10)
    let canvas = try Canvas(pixelWidth: 60, pixelHeight: 40, scale: 1, background: .white)
    canvas.fill(.rect(Rect(x: 10, y: 10, width: 30, height: 20)), with: .black)
    canvas.fill(
      .rect(Rect(x: 50, y: 5, width: 1, height: 1)), with: RGBA(red: 255, green: 0, blue: 0))
    let result = try #require(difference(ImageDiff.compare(expected, canvas.image)))
    #expect(result.differingPixelCount == 1)
    #expect(result.antialiasedPixelCount == 0)
    #expect(result.makeDiffImage().pixel(x: 50, y: 5) == RGBA(red: 255, green: 0, blue: 0))
  }

  @Test func aSubpixelShiftIsAntialiasingOnlyWhenDetectionIsOn() throws {
    let a = try rectImage(x: 10.25)
    let b = try rectImage(x: 10.5)
    let detected = try #require(difference(ImageDiff.compare(a, b)))
    #expect(detected.differingPixelCount == 0)
    #expect(detected.antialiasedPixelCount == 40)
    #expect(detected.makeDiffImage().pixel(x: 10, y: 15) == RGBA(red: 255, green: 255, blue: 0))
    let strict = try #require(
      difference(ImageDiff.compare(a, b, options: DiffOptions(detectsAntialiasing: false))))
    #expect(strict.differingPixelCount == 40)
    #expect(strict.antialiasedPixelCount == 0)
  }

  @Test func thresholdDecidesWhatCounts() throws {
    let a = try Canvas(pixelWidth: 8, pixelHeight: 8, scale: 1, background: .white)
    let b = try Canvas(
      pixelWidth: 8, pixelHeight: 8, scale: 1, background: RGBA(red: 250, green: 250, blue: 250))
    let loose = try #require(difference(ImageDiff.compare(a.image, b.image)))
    #expect(loose.differingPixelCount == 0)
    let strict = try #require(
      difference(
        ImageDiff.compare(
          a.image, b.image, options: DiffOptions(threshold: 0.01))))
    #expect(strict.differingPixelCount == 64)
    #expect(strict.makeDiffImage().pixel(x: 3, y: 3) == RGBA(red: 255, green: 0, blue: 0))
  }

  @Test func sizeMismatchIsItsOwnResult() throws {
    let a = try Canvas(pixelWidth: 8, pixelHeight: 8, scale: 1).image
    let b = try Canvas(pixelWidth: 8, pixelHeight: 9, scale: 1).image
    #expect(
      ImageDiff.compare(a, b)
        == .sizeMismatch(
          expected: PixelSize(width: 8, height: 8), actual: PixelSize(width: 8, height: 9)))
  }
}
