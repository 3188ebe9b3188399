import Foundation

/// What ``APNG/encode(_:)`` refuses, each message naming the field and what it allows, so a
/// command can print it as it is.
public enum APNGError: Error, Equatable, Sendable {
  case noFrames
  case tooManyFrames(count: Int)
  /// Frames are counted from 0; the canvas is frame 0's size.
  case frameSizeMismatch(index: Int, width: Int, height: Int, canvasWidth: Int, canvasHeight: Int)
  case invalidFrameDuration(index: Int, numerator: Int, denominator: Int)
}

extension APNGError: CustomStringConvertible, LocalizedError {
  public var description: String {
    let frames = "1–\(APNG.maxFrameCount)"
    let terms = APNG.FrameDuration.allowedTerms
    switch self {
    case .noFrames:
      return "APNG frame count 0 is out of range; a film needs \(frames) frames"
    case .tooManyFrames(let count):
      return "APNG frame count \(count) is out of range; a film needs \(frames) frames"
    case .frameSizeMismatch(let index, let width, let height, let canvasWidth, let canvasHeight):
      return
        "APNG frame \(index) size \(width)×\(height) px differs from the canvas, "
        + "\(canvasWidth)×\(canvasHeight) px (frame 0's size); every frame must be that size"
    case .invalidFrameDuration(let index, let numerator, let denominator):
      return
        "APNG frame \(index) duration \(numerator)/\(denominator) s is out of range; its "
        + "numerator and denominator must each be \(terms.lowerBound)–\(terms.upperBound)"
    }
  }

  public var errorDescription: String? { description }
}
