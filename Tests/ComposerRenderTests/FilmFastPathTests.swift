import ModelComposer
import Raster
import SPTheme
import TestSupport
import Testing

@testable import ComposerRender

extension MotionTests {
  /// A film paints a frame over its step's still part, keeps the lane's mask from frame to
  /// frame, paints the marks that share a lane or an outline inside one clip, and leaves the
  /// lane's clip out where it is wholly open. None of that may change a pixel.
  @Suite struct FilmFastPathTests {
    /// Every frame is what painting each of its marks plainly gives: on the background, each
    /// inside a lane clip and an outline made for it alone. Painted in order and backwards,
    /// so that a mask wrongly kept from another frame would show; in chip-fills-lane the
    /// lane's fade grows from frame to frame, and the last chip lies under it. At 20 fps, as
    /// each frame is painted three times.
    @Test(arguments: ["chip-on", "chip-fills-lane", "model-change"])
    func aFrameIsItsMarksPaintedEachInItsOwnClips(_ name: String) throws {
      let film = try renderer.film(FilmTests.script(name), fps: 20)
      let plain = try (0..<film.frameCount).map { try plainFrame(film, $0) }
      let forward = FilmPainter(film: film, renderer: renderer)
      let backward = FilmPainter(film: film, renderer: renderer)
      for index in 0..<film.frameCount {
        #expect(try forward.frame(index) == plain[index], "\(name) frame \(index)")
      }
      for index in (0..<film.frameCount).reversed() {
        #expect(try backward.frame(index) == plain[index], "\(name) frame \(index) backwards")
      }
    }

    /// The chips of chip-on lie clear of their lane's ends, so the lane lets them all
    /// through; the last chip of a full lane, under its fade, it does not.
    @Test func theLaneLetsThroughOnlyTheChipsClearOfItsEnds() throws {
      func letThrough(_ name: String, frame index: Int) throws -> Set<ComposerElement> {
        let film = try renderer.film(FilmTests.script(name))
        let canvas = try Canvas(
          pixelWidth: film.pixelWidth, pixelHeight: film.pixelHeight, scale: film.scale)
        let chips = film.drawables(atFrame: index).filter { $0.lane != nil }
        let mask = try #require(chips.first?.lane).clip(
          scale: film.scale, direction: film.style.layoutDirection
        ).clipMask(on: canvas)
        let through = chips.filter { chip in
          mask.letsThrough(
            chip.placement, inside: chip.clip?.shape(scale: film.scale), scale: film.scale)
        }
        return Set(through.map(\.placement.payload.id))
      }
      let on = try letThrough("chip-on", frame: 10)
      #expect(on.contains(.part(.capsule, of: .chip("search"))))
      #expect(on.contains(.part(.title, of: .chip("search"))))
      #expect(on.contains(.part(.ring, of: .chip("image"))))
      #expect(!on.contains(.part(.symbol, of: .chip("image"))))  // a symbol's ink is unbounded
      let full = try letThrough("chip-fills-lane", frame: 40)
      #expect(!full.contains(.part(.ring, of: .chip("image"))))
    }

    /// Frame `index` painted plainly: every mark in its colour and opacity, inside a lane
    /// clip and an outline made afresh for it.
    private func plainFrame(_ film: Film, _ index: Int) throws -> Image {
      let canvas = try Canvas(
        pixelWidth: film.pixelWidth, pixelHeight: film.pixelHeight, scale: film.scale,
        background: film.style.color(.bg))
      for drawable in film.drawables(atFrame: index) {
        try #require(drawable.zoom == nil, "a zoomed mark is painted on a canvas of its own")
        let painter = Painter(
          style: drawable.color.map(film.style.blending) ?? film.style, fonts: renderer.fonts)
        func inOutline() throws {
          guard let outline = drawable.clip?.shape(scale: film.scale) else {
            return try painter.paint([drawable.placement], on: canvas)
          }
          try canvas.clip(to: outline) { try painter.paint([drawable.placement], on: canvas) }
        }
        try canvas.withOpacity(drawable.opacity) {
          guard
            let lane = drawable.lane?.clip(scale: film.scale, direction: film.style.layoutDirection)
          else { return try inOutline() }
          try canvas.clip(to: lane.frame, opacityAlongX: lane.mask.opacity(at:), inOutline)
        }
      }
      return canvas.image
    }
  }
}
