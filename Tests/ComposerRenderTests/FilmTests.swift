import Foundation
import Layout
import ModelComposer
import Raster
import SPTheme
import TestSupport
import Testing

@testable import ComposerRender

/// Films and their painting, one test at a time: drawing films is heavy, and Swift Testing runs
/// tests on a pool of threads as large as the machine's cores, so these take one thread and
/// leave the rest to tests that wait on tasks (`SendTaskTests` has a time limit).
@Suite(.serialized, .needsFonts) enum MotionTests {}

extension MotionTests {
  /// Films of state changes: their frames and timing, the curves each element follows, Reduce
  /// Motion, and the same bytes every time.
  @Suite struct FilmTests {
    static let motion = SPTheme.standard.motion
    typealias Metrics = ModelComposer.Metrics

    /// Frames until a curve is at rest, at `fps`.
    static func frames(_ curve: SPTheme.Motion.Curve, fps: Int = 60) -> Int {
      Int((curve.endTime * Double(fps) - 1e-9).rounded(.up))
    }

    static func script(_ name: String, scheme: SPTheme.ColorScheme = .light) -> FilmScript {
      TransitionCatalog.Picture(entry: TransitionCatalog.entry(named: name)!, colorScheme: scheme)
        .script
    }

    @Test func aFilmLastsUntilItsSpringsComeToRestAndFrameKIsAtKOverFps() throws {
      let snappy = SPTheme.Motion.Curve.spring(Self.motion.snappy)
      let smooth = SPTheme.Motion.Curve.spring(Self.motion.smooth)
      let chip = try renderer.film(Self.script("chip-on"))
      #expect(chip.frameCount == Self.frames(snappy) + 1)
      #expect(chip.frameCount == 45)  // 0.729 s at 60 fps
      #expect(chip.duration == 44.0 / 60)
      for index in 0..<chip.frameCount {
        #expect(chip.time(ofFrame: index) == Double(index) / 60)
      }
      #expect(try renderer.film(Self.script("chip-on"), fps: 24).frameCount == 19)
      #expect(try renderer.film(Self.script("chip-on"), duration: 0.5).frameCount == 31)
      #expect(try renderer.film(Self.script("chip-on"), fps: 30, duration: 0.1).frameCount == 4)
      #expect(try renderer.film(Self.script("chip-on-reduce-motion")).frameCount == 10)
      // A chain: each action starts on the frame at which the one before is at rest.
      var chain = Self.script("chip-on")
      chain.actions = [.toggleMode("search"), .useMessage]
      let film = try renderer.film(chain)
      #expect(film.steps.map(\.startFrame) == [0, Self.frames(snappy)])
      #expect(film.frameCount == Self.frames(snappy) + Self.frames(smooth) + 1)
      // Never longer than ten seconds.
      chain.actions = Array(repeating: .toggleMode("think"), count: 16)
      #expect(try renderer.film(chain).frameCount == 601)
    }

    /// Each moving element is where the spring puts it at exactly k / 60 s, and exactly at its
    /// end from the frame the spring comes to rest.
    @Test func elementsFollowTheSpringAtExactTimes() throws {
      let film = try renderer.film(Self.script("chip-on"))
      let ring = ComposerElement.part(.ring, of: .chip("think"))
      let before = try renderer.layout(Self.script("chip-on").scenario).frame(of: ring)
      var after = Self.script("chip-on").scenario
      after.modes = ["search"]
      let end = try renderer.layout(after).frame(of: ring)
      #expect(end.minX > before.minX + 40)
      for index in 0..<film.frameCount {
        let drawn = try #require(
          film.drawables(atFrame: index).first { $0.placement.payload.id == ring })
        let time = Double(index) / 60
        let progress =
          time >= Self.motion.snappy.settlingTime()
          ? 1 : Self.motion.snappy.state(at: time).progress
        #expect(drawn.placement.frame.minX == before.minX + (end.minX - before.minX) * progress)
        #expect(drawn.opacity == 1)
      }
      // The snappy spring overshoots its target on the way, as SwiftUI's does.
      let farthest = (0..<film.frameCount).map { index in
        film.drawables(atFrame: index).first { $0.placement.payload.id == ring }!.placement.frame
          .minX
      }.max()!
      #expect(farthest > end.minX)
      #expect(
        film.drawables(atFrame: film.frameCount - 1).first { $0.placement.payload.id == ring }?
          .placement.frame == end)
    }

    /// Under Reduce Motion nothing moves: from the first frame after the start every element
    /// that stays or arrives is where it ends, and one that leaves is where it was, at its own
    /// size and clipped to nothing (a chip's name fades out in its capsule, not squeezed into
    /// the ring that replaces it, and a ring fades out round, not stretched into the capsule);
    /// only opacity and colour change, on the short ease-in-out fade.
    @Test(arguments: ["chip-on", "chip-off", "count-roll"])
    func reduceMotionJumpsAndOnlyFades(_ name: String) throws {
      let entry = try #require(TransitionCatalog.entry(named: name))
      let script = TransitionCatalog.Picture(entry: entry.reducedMotion, colorScheme: .light)
        .script
      let film = try renderer.film(script)
      let fade = Self.motion.reducedMotionFade
      #expect(film.frameCount == Self.frames(.fade(fade)) + 1)
      let states = try script.states()
      let (start, end) = (
        try renderer.layout(states[0].scenario), try renderer.layout(states[1].scenario)
      )
      for index in 1..<film.frameCount {
        let progress = fade.progress(at: film.time(ofFrame: index))
        for drawn in film.drawables(atFrame: index) {
          let id = drawn.placement.payload.id
          let frame = try #require((try? end.frame(of: id)) ?? (try? start.frame(of: id)), "\(id)")
          #expect(drawn.placement.frame == frame, "\(id) at frame \(index)")
          #expect(drawn.clip == nil, "\(id) at frame \(index)")
          #expect([1, progress, 1 - progress].contains(drawn.opacity), "\(id) at frame \(index)")
        }
      }
      let moving = try FilmPainter(film: renderer.film(Self.script(name)), renderer: renderer)
      let still = FilmPainter(film: film, renderer: renderer)
      #expect(try moving.frame(3) != still.frame(3))
    }

    /// The film's first frame is the still of the state before the action and its last the
    /// still of the state after it, to the byte, when that state is as tall as the film (the
    /// canvas is the tallest state's; a shorter one sits at its bottom, a fraction of a pixel
    /// away from where its own picture puts it).
    @Test(arguments: [
      "chip-on", "chip-off", "chip-fills-lane", "count-roll", "model-change", "focus",
      "send-turns-on", "menu-opens", "send-fails", "error-clears",
    ])
    func theFirstAndLastFramesAreTheStills(_ name: String) throws {
      for scheme in SPTheme.ColorScheme.allCases {
        let script = Self.script(name, scheme: scheme)
        let film = try renderer.film(script)
        let painter = FilmPainter(film: film, renderer: renderer)
        let states = try script.states()
        let ends = [(0, states[0]), (film.frameCount - 1, states[1])]
        var compared = 0
        for (frame, state) in ends {
          let still = try renderer.render(state.scenario)
          guard still.height == film.pixelHeight else { continue }
          let same = try painter.frame(frame) == still
          #expect(same, "\(name) \(scheme) frame \(frame)")
          compared += 1
        }
        #expect(compared >= 1)
      }
    }

    /// The menu zooms out of the pill as one layer: every part at one scale about the middle
    /// of the panel's edge by the pill, from the pill's width to its own, none clipped.
    @Test func theMenuZoomsOutOfThePill() throws {
      let script = Self.script("menu-opens")
      let film = try renderer.film(script)
      let open = try renderer.layout(script.states()[1].scenario)
      let panel = try open.frame(of: .part(.panel, of: .menu))
      let pill = try open.frame(of: .part(.capsule, of: .pill))
      let factors = try (1..<(film.frameCount - 1)).map { index -> Double in
        let menu = film.drawables(atFrame: index).filter { $0.placement.payload.id.isInMenu }
        let zoom = try #require(menu.first?.zoom)
        #expect(menu.allSatisfy { $0.zoom == zoom && $0.clip == nil })
        #expect(zoom.anchor == Point(x: pill.midX, y: panel.maxY))
        return zoom.factor
      }
      #expect(abs(factors[0] - pill.width / panel.width) < 0.2)
      #expect(factors.max()! > 1)  // snappy's overshoot
      #expect(film.drawables(atFrame: film.frameCount - 1).allSatisfy { $0.zoom == nil })
    }

    /// The error line shows only between the card and the usage line, as it comes and as it
    /// goes: never over the usage line.
    @Test(arguments: ["send-fails", "error-clears"])
    func theErrorLineStaysBetweenTheCardAndTheUsageLine(_ name: String) throws {
      let film = try renderer.film(Self.script(name))
      for index in 1..<(film.frameCount - 1) {
        let drawables = film.drawables(atFrame: index)
        let usage = try #require(
          drawables.first { $0.placement.payload.id == .part(.text, of: .usageLine) })
        let card = try #require(drawables.first { $0.placement.payload.id == .card })
        for error in drawables where error.placement.payload.id.whole == .errorLine {
          let clip = try #require(error.clip, "frame \(index)")
          #expect(clip.frame.minY == card.placement.frame.maxY)
          #expect(clip.frame.maxY == usage.placement.frame.minY - Metrics.stackSpacing)
          #expect(error.placement.frame.minY >= clip.frame.minY)
        }
      }
    }

    /// A new model's name cross-fades inside the title's frame as the pill widens, so it never
    /// runs under the chevron.
    @Test func thePillsNewNameStaysInsideItsFrame() throws {
      let film = try renderer.film(Self.script("model-change"))
      let titles = film.drawables(atFrame: 4).filter {
        $0.placement.payload.id == .part(.title, of: .pill)
      }
      let chevron = try #require(
        film.drawables(atFrame: 4).first { $0.placement.payload.id == .part(.chevron, of: .pill) })
      #expect(titles.count == 2)
      for title in titles {
        let clip = try #require(title.clip)
        #expect(clip.frame.maxX <= chevron.placement.frame.minX)
      }
    }

    /// A chip that fills the lane: the chips after it are drawn through the lane, whose fade
    /// at its end grows from nothing to `laneFadeWidth` on smooth, after the row has moved.
    @Test func aFullLaneGrowsItsFadeOnSmooth() throws {
      let film = try renderer.film(Self.script("chip-fills-lane"))
      let smooth = SPTheme.Motion.Curve.spring(Self.motion.smooth)
      #expect(film.frameCount == Self.frames(smooth) + 1)
      let fades = try (0..<film.frameCount).map { index -> Double in
        let image = try #require(
          film.drawables(atFrame: index).first {
            $0.placement.payload.id == .part(.ring, of: .chip("image"))
          })
        let lane = try #require(image.lane)
        let width = lane.frame.width
        let mask = ComposerAppearance.LaneMask(width: width, contentWidth: lane.contentWidths.from)
          .blended(
            to: ComposerAppearance.LaneMask(width: width, contentWidth: lane.contentWidths.to),
            progress: lane.progress)
        return mask.trailingFadeWidth
      }
      #expect(fades.first == 0)
      #expect(fades.last == Metrics.laneFadeWidth)
      #expect(zip(fades, fades.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func theSameFilmGivesTheSameBytes() throws {
      let first = FilmPainter(
        film: try renderer.film(Self.script("count-roll")), renderer: renderer)
      let second = FilmPainter(
        film: try renderer.film(Self.script("count-roll")), renderer: renderer)
      #expect(try first.apng() == second.apng())
      #expect(try first.filmstrip() == second.filmstrip())
    }

    /// The count's roll moves only the digit that changes; the rest of the line stays put.
    @Test func onlyTheChangingDigitRolls() throws {
      let film = try renderer.film(Self.script("count-roll"))
      let middle = film.drawables(atFrame: 8).filter {
        $0.placement.payload.id == .part(.text, of: .usageLine)
      }
      let texts = middle.map { drawable -> String in
        guard case .text(let block, _) = drawable.placement.payload.mark else { return "" }
        return block.text
      }
      #expect(texts == ["1", " messages left today", "2", "1"])
      let rolling = middle.suffix(2)
      #expect(rolling.allSatisfy { $0.opacity > 0 && $0.opacity < 1 })
      // Counting down: the old digit goes down, the new one comes from above.
      #expect(rolling.first!.placement.frame.minY > middle[0].placement.frame.minY)
      #expect(rolling.last!.placement.frame.minY < middle[0].placement.frame.minY)
    }

    @Test func settingsOutOfRangeAndRefusedActionsAreNamed() throws {
      let script = Self.script("chip-on")
      #expect(throws: FilmError.frameRate(0)) { try renderer.film(script, fps: 0) }
      #expect(throws: FilmError.frameRate(241)) { try renderer.film(script, fps: 241) }
      for seconds in [0, -1, 10.5, .nan, .infinity] {
        #expect(throws: FilmError.self) { try renderer.film(script, duration: seconds) }
      }
      #expect(
        FilmError.duration(0).description
          == "duration 0 s is out of range; a film lasts more than 0 s and at most 10 s")
      #expect(
        FilmError.frameRate(0).description
          == "frame rate 0 fps is out of range; a film has 1–240 frames a second")
      var empty = script
      empty.actions = []
      #expect(throws: FilmError.noActions) { try renderer.film(empty) }
      var refused = script
      refused.actions = [.toggleMode("search"), .send]
      let error = try #require(throws: FilmError.self) { try renderer.film(refused) }
      guard case .refused(let refusal, let step, let count) = error else {
        Issue.record("\(error) is not a refusal")
        return
      }
      #expect(step == 2 && count == 2 && refusal.action == .send)
      #expect(
        refusal.reason
          == .notAllowed(
            .noTextToSend,
            allowed: [.toggleMode, .selectModel, .type, .focus, .blur, .useMessage, .openMenu]))
      #expect(
        error.description
          == "action 2 of 2: send is not allowed now: the field has no text to send; allowed now: "
          + "toggle-mode:<id>, select-model:<id>, type:<text>, focus, blur, use-message, open-menu")
    }

    /// A failed send hands back the text the send took, which no scenario file holds: the film
    /// keeps it from the send before.
    @Test func aFailedSendInAChainHandsBackItsText() throws {
      let script = FilmScript(
        scenario: Scenario { $0.text = "What changed?" },
        actions: [.toggleMode("search"), .send, .useMessage, .fail(message: nil)])
      let states = try script.states()
      #expect(
        states.map(\.scenario.text) == ["What changed?", "What changed?", "", "", "What changed?"])
      #expect(states.last?.scenario.phase == .failed)
      #expect(states.last?.scenario.usage?.remaining == 11)
      let film = try renderer.film(script)
      #expect(film.frameCount >= 10)
      var reduced = script
      reduced.scenario.reduceMotion = true
      let reducedFilm = try renderer.film(reduced)
      #expect(reducedFilm.frameCount < film.frameCount)
      // The send's first frames: Stop cross-fading in, or already faded in under Reduce Motion.
      #expect(
        try FilmPainter(film: film, renderer: renderer).frame(2)
          != FilmPainter(film: reducedFilm, renderer: renderer).frame(2))
    }

    /// What a gallery's Motion section takes: each film, its Reduce Motion twin's, its strip.
    @Test func aReelHasTheFilmItsReduceMotionTwinAndItsFilmstrip() throws {
      let pictures = ["chip-on", "chip-on-reduce-motion"].map { name in
        TransitionCatalog.Picture(entry: TransitionCatalog.entry(named: name)!, colorScheme: .light)
      }
      let moving = try TransitionReel(drawing: pictures[0], renderer: renderer)
      let twin = try TransitionReel(drawing: pictures[1], renderer: renderer)
      #expect(moving.film != moving.reducedMotionFilm)
      #expect(moving.reducedMotionFilm == twin.film)
      #expect(twin.film == twin.reducedMotionFilm)
      #expect((moving.frameCount, moving.reducedMotionFrameCount) == (45, 10))
      #expect((moving.pixelWidth, moving.pixelHeight) == (1179, 402))
      #expect(
        try moving.filmstrip
          == FilmPainter(film: renderer.film(pictures[0].script), renderer: renderer).filmstrip())
    }

    /// The films confine what the view clips (`ComposerMotion.clip(of:)`), and only that: a
    /// track in its own frame or in the slot under the card where the list names it or its
    /// element, and whenever such a track changes; a part inside an outline only where the list
    /// names that outline for the part's owner. The catalog's films use every kind the view
    /// draws moving.
    @Test func theFilmsConfineWhatTheViewClips() throws {
      var used: Set<ComposerMotion.Clip> = []
      for entry in TransitionCatalog.entries {
        let film = try renderer.film(entry.script)
        for track in film.steps.flatMap(\.transition.tracks) where !track.id.isOutline {
          let (id, name) = (track.id, "\(entry.name): \(track.id)")
          switch track.confinement {
          case .ownFrame:
            #expect(ComposerMotion.clip(of: id) == .ownFrame, "\(name)")
            used.insert(.ownFrame)
          case .underCard:
            #expect(ComposerMotion.clip(of: id.whole) == .slotUnderCard, "\(name)")
            used.insert(.slotUnderCard)
          case .outline(let key):
            let clip = ComposerMotion.Clip.outline(try #require(key.element.partName))
            #expect(key.element.whole == id.motionOwner, "\(name)")
            #expect(ComposerMotion.clip(of: id.motionOwner) == clip, "\(name)")
            used.insert(clip)
          case nil:
            let own = [ComposerMotion.clip(of: id), ComposerMotion.clip(of: id.whole)]
            #expect(!track.changes || !own.contains(.ownFrame), "\(name)")
            #expect(!track.changes || !own.contains(.slotUnderCard), "\(name)")
          }
        }
      }
      #expect(used.isSuperset(of: [.ownFrame, .slotUnderCard, .outline(.capsule)]))
    }

    @Test func keyframesSpreadEvenlyAndLabelsAreExact() {
      #expect(FilmPainter.keyframes(of: 45) == [0, 7, 15, 22, 29, 37, 44])
      #expect(FilmPainter.keyframes(of: 5) == [0, 1, 2, 3, 4])
      #expect(FilmPainter.label(frame: 0, fps: 60) == "0.000 s")
      #expect(FilmPainter.label(frame: 8, fps: 60) == "0.133 s")
      #expect(FilmPainter.label(frame: 44, fps: 60) == "0.733 s")
      #expect(FilmPainter.label(frame: 2400, fps: 240) == "10.000 s")
    }
  }
}

extension ComposerElement {
  /// The part a part element names: `.capsule` for `.part(.capsule, of: .pill)`.
  fileprivate var partName: Part? {
    if case .part(let part, _) = self { part } else { nil }
  }

  /// The menu or a part of it.
  fileprivate var isInMenu: Bool {
    switch whole {
    case .menu, .menuRow: true
    default: false
    }
  }
}
