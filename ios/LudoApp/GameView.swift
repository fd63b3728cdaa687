#if canImport(SwiftUI)
import LudoCore
import LudoKit
import SwiftUI

/// The game screen: board (Canvas) + panel, portrait or landscape on iPhone and iPad.
/// Everything shown comes from the core's view (`vm.view`) through `GameViewModel`;
/// positions from `BoardMapper`. No timer, CPU or rule logic here.
struct GameView: View {
    @Bindable var app: AppState
    @Bindable var vm: GameViewModel
    @Environment(\.colorScheme) private var scheme
    @Environment(\.dynamicTypeSize) private var typeSize
    @State private var animatedPoint: CGPoint?
    @State private var showCounts = false

    var body: some View {
        GeometryReader { geo in
            let screen = ScreenLayout(size: geo.size, minPanel: typeSize.isAccessibilitySize ? 280 : 180)
            let mapper = BoardMapper(frame: screen.board, unitsWide: vm.layout.width, unitsHigh: vm.layout.height)
            ZStack(alignment: .topLeading) {
                BoardCanvas(vm: vm, mapper: mapper, palette: Palette(dark: scheme == .dark), animatedPoint: animatedPoint)
                    .contentShape(Rectangle())
                    .gesture(SpatialTapGesture().onEnded { vm.tap(at: $0.location, mapper: mapper) })
                    .accessibilityHidden(true)
                BoardAccessibilityOverlay(app: app, vm: vm, mapper: mapper)
                PanelView(app: app, vm: vm, showCounts: $showCounts)
                    .frame(width: screen.panel.width, height: screen.panel.height)
                    .offset(x: screen.panel.minX, y: screen.panel.minY)
            }
            .task(id: vm.animation?.serial) { await animate(mapper: mapper) }
        }
        .background(Palette(dark: scheme == .dark).background.color)
        .overlay { overlays }
        // Every announcement of a batch is spoken, each queued behind the one before
        // (low priority queues; the default would cut the previous one off).
        .onChange(of: vm.spoken, initial: true) {
            for text in vm.takeSpeech() {
                var words = AttributedString(text)
                words.accessibilitySpeechAnnouncementPriority = .low
                AccessibilityNotification.Announcement(words).post()
            }
        }
        .navigationBarBackButtonHidden(true)
    }

    @ViewBuilder private var overlays: some View {
        if let to = vm.view.handover {
            HandoverView(app: app, vm: vm, to: to)
        } else if vm.isOver || vm.view.tutorial?.done == true {
            GameOverView(app: app, vm: vm)
        }
    }

    /// Moves the animated token through the core's path points.
    private func animate(mapper: BoardMapper) async {
        guard let anim = vm.animation else { animatedPoint = nil; return }
        for p in anim.points {
            withAnimation(.easeInOut(duration: 0.12)) { animatedPoint = mapper.point(x: p.x, y: p.y) }
            try? await Task.sleep(nanoseconds: 130_000_000)
        }
        animatedPoint = nil
        vm.animationFinished()
    }
}

struct BoardCanvas: View {
    let vm: GameViewModel
    let mapper: BoardMapper
    let palette: Palette
    let animatedPoint: CGPoint?

    var body: some View {
        let targets = Set(vm.targets.values.map(\.square))
        let anim = vm.animation.map { ($0.color, $0.token) }
        // The renderer closure gets values, not the main-actor view model.
        let animation = vm.animation
        let spots = vm.spots
        let scene = BoardScene(layout: vm.layout, spots: vm.spots, mapper: mapper, palette: palette,
                               movable: vm.movableTokens, current: vm.view.toAct, targets: targets,
                               hintToken: vm.view.hint?.token, hintTarget: vm.view.hint?.target,
                               animating: animatedPoint == nil ? nil : anim)
        Canvas { ctx, _ in
            BoardPainter(palette: palette).draw(scene, in: &ctx)
            if let p = animatedPoint, let a = animation, let t = spots.first(where: { $0.color == a.color && $0.token == a.token }) {
                let tok = BoardScene.Token(color: t.color, token: t.token, center: p, radius: mapper.length(0.36),
                                           fill: palette.fill(t.color), ink: palette.ink(t.color),
                                           symbol: Palette.symbol(t.color), movable: false, hinted: false)
                BoardPainter(palette: palette).draw(token: tok, at: p, in: &ctx, lw: scene.lineWidth)
            }
        }
    }
}

/// Strokes and fills a `BoardScene` (the game screen's board and the review's position).
struct BoardPainter {
    let palette: Palette

    func draw(_ scene: BoardScene, in ctx: inout GraphicsContext) {
        let lw = scene.lineWidth
        ctx.fill(Path(scene.background), with: .color(palette.background.color))
        for b in scene.bases {
            ctx.fill(Path(b.rect), with: .color(b.fill.color))
            ctx.stroke(Path(b.rect), with: .color(palette.line.color), lineWidth: lw)
        }
        for s in scene.squares {
            let path: Path = s.triangle.map { pts in
                var p = Path(); p.addLines(pts); p.closeSubpath(); return p
            } ?? Path(s.rect)
            ctx.fill(path, with: .color(s.fill.color))
            ctx.stroke(path, with: .color(palette.line.color), lineWidth: lw)
            if let sym = s.symbol {
                ctx.draw(Text(sym).font(.system(size: s.rect.height * 0.5)).foregroundColor(s.symbolColor.color),
                         at: CGPoint(x: s.rect.midX, y: s.rect.midY))
            } else if s.star {
                ctx.draw(Text("★").font(.system(size: s.rect.height * 0.6)).foregroundColor(palette.line.color),
                         at: CGPoint(x: s.rect.midX, y: s.rect.midY))
            }
            if s.target || s.hinted {
                let r = s.rect.insetBy(dx: lw * 2, dy: lw * 2)
                ctx.stroke(Path(r), with: .color(palette.highlightOuter.color),
                           style: StrokeStyle(lineWidth: lw * (s.hinted ? 3 : 2), dash: [lw * 3, lw * 2]))
            }
        }
        for t in scene.tokens { draw(token: t, at: t.center, in: &ctx, lw: lw) }
    }

    func draw(token t: BoardScene.Token, at c: CGPoint, in ctx: inout GraphicsContext, lw: CGFloat) {
        let r = t.radius
        let disc = Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        ctx.fill(disc, with: .color(t.fill.color))
        ctx.stroke(disc, with: .color(palette.line.color), lineWidth: lw)
        ctx.draw(Text(t.symbol).font(.system(size: r * 1.1, weight: .bold)).foregroundColor(t.ink.color), at: c)
        if t.movable || t.hinted {
            let ring = Path(ellipseIn: CGRect(x: c.x - r - lw * 2, y: c.y - r - lw * 2, width: 2 * (r + lw * 2), height: 2 * (r + lw * 2)))
            ctx.stroke(ring, with: .color(palette.highlightOuter.color), lineWidth: lw * 2)
            ctx.stroke(ring, with: .color(palette.highlightInner.color), style: StrokeStyle(lineWidth: lw, dash: [lw * 2, lw * 2]))
        }
    }
}

/// VoiceOver: one element per token and per target square of a legal move (LudoKit
/// builds them with the core's labels); activating a legal one moves. A rotor lists
/// the legal choices, so a move is two gestures away.
struct BoardAccessibilityOverlay: View {
    let app: AppState
    let vm: GameViewModel
    let mapper: BoardMapper
    @Namespace private var board

    var body: some View {
        let elements = BoardAccessibility.elements(view: vm.view, layout: vm.layout, spots: vm.spots, mapper: mapper,
                                                   text: vm.strings.text)
        ZStack(alignment: .topLeading) {
            ForEach(elements) { e in
                Color.clear
                    .frame(width: max(e.frame.width, 1), height: max(e.frame.height, 1))
                    .offset(x: e.frame.minX, y: e.frame.minY)
                    .accessibilityElement()
                    .accessibilityLabel(e.label)
                    .accessibilityAddTraits(e.actionable ? .isButton : [])
                    .accessibilityAction { if let t = e.token { vm.move(token: t) } }
                    .accessibilityRotorEntry(id: e.id, in: board)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor(app.t("game.moves")) {
            ForEach(elements.filter(\.actionable)) { e in
                AccessibilityRotorEntry(e.label, id: e.id, in: board)
            }
        }
        .allowsHitTesting(false)
    }
}

struct PanelView: View {
    @Bindable var app: AppState
    @Bindable var vm: GameViewModel
    @Binding var showCounts: Bool

    private var announcer: Announcer { Announcer(strings: vm.strings) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                if let tip = vm.tipText {
                    Text(tip).font(.headline)
                        .padding(8).background(.yellow.opacity(0.25), in: RoundedRectangle(cornerRadius: 8))
                }
                Text(vm.statusText).font(.headline)
                // The dice commitment's code until the first roll (checkable at the end).
                if let code = vm.diceCodeText { Text(code).font(.callout.monospaced()) }
                // Mixing in a person's words or taps (the core says when it is possible).
                if vm.canMixDice || vm.diceMixedText != nil { MixDiceView(app: app, vm: vm) }
                if let face = vm.view.die.face, let by = vm.view.die.rolledBy {
                    Text("\(announcer.colorWithSymbol(by)) ⚀ \(face)")
                        .font(.title2.monospacedDigit())
                        .accessibilityLabel(vm.strings.text(vm.view.die.description))
                }
                if let left = vm.timerText { Text(left).monospacedDigit() }
                HStack {
                    Button(app.t("game.roll")) { vm.roll() }
                        .buttonStyle(.borderedProminent).disabled(!vm.canRoll)
                    Button(app.t("game.hint")) { vm.showHint() }.disabled(!vm.view.canHint)
                    // Offered as on Android; whether it works now is the core's (`canUndo`:
                    // games with a CPU, not paused, not over), not a rule of the app's.
                    Button(app.t("game.undo")) { vm.undo() }.disabled(!vm.view.canUndo)
                }
                // The legal moves as buttons, labelled by the core ("Move token 2 to square 9",
                // naming a capture; VoiceOver reads the same words).
                ForEach(vm.view.moves, id: \.token) { m in
                    Button(vm.moveLabel(m)) { vm.move(token: m.token) }.font(.callout)
                }
                // The hint line in full (it may say how much better its move is): wrapped, never cut.
                if let h = vm.hintText { Text(h).font(.callout).fixedSize(horizontal: false, vertical: true) }
                if let r = vm.refusal { Text(r).font(.footnote).foregroundStyle(.red) }
                if vm.saveFailed { Text(app.t("error.save")).font(.footnote).foregroundStyle(.red) }
                ForEach(vm.view.seats, id: \.color) { seat in
                    HStack {
                        // The profile the seat plays as, named by the core.
                        Text(announcer.colorWithSymbol(seat.color) + (seat.profileName.map { " · \($0)" } ?? ""))
                            .accessibilityLabel(vm.strings.text(seat.description) + (seat.profileName.map { ", \($0)" } ?? ""))
                        Spacer()
                        if seat.kind == .human {
                            Button(app.t("game.hand_to_cpu")) { vm.handToCpu(seat.color) }
                                .font(.footnote)
                        } else if seat.canTakeBack {
                            Button(app.t("game.take_back")) { vm.setSeat(seat.color, to: .human) }.font(.footnote)
                        }
                    }
                }
                DisclosureGroup(app.t("game.dice_counts"), isExpanded: $showCounts) {
                    ForEach(vm.diceCounts) { row in
                        Text("\(announcer.colorWithSymbol(row.color)): " +
                             row.faces.enumerated().map { "\($0.offset + 1)×\($0.element)" }.joined(separator: "  "))
                            .font(.footnote.monospacedDigit())
                            .accessibilityLabel(announcer.color(row.color) + ": " +
                                                row.faces.enumerated().map { "\($0.offset + 1)×\($0.element)" }.joined(separator: ", "))
                    }
                }
                ForEach(Array(vm.log.suffix(5).enumerated()), id: \.offset) { Text($0.element).font(.footnote) }
                Button(app.t("game.home")) { app.goHome() }
            }
            .padding(8)
        }
    }
}

/// Pass-and-play: hand the device to the next person. A modal container: VoiceOver
/// stays inside it until it is confirmed.
struct HandoverView: View {
    @Bindable var app: AppState
    let vm: GameViewModel
    let to: PlayerColor

    var body: some View {
        VStack(spacing: 16) {
            Text(Palette.symbol(to)).font(.system(size: 64)).accessibilityHidden(true)
            Text(vm.statusText).font(.title)
            Button(app.t("common.ok")) { vm.acknowledgeHandover() }.buttonStyle(.borderedProminent)
        }
        .padding(32)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
    }
}

/// The result: places, then play again or home. A modal container for VoiceOver.
struct GameOverView: View {
    @Bindable var app: AppState
    let vm: GameViewModel

    var body: some View {
        VStack(spacing: 12) {
            Text(vm.statusText).font(.largeTitle.bold())
            // The core numbers the places (1st, 2nd=, 2nd=, 4th), not the list's index.
            ForEach(vm.placeGroups, id: \.place) { group in
                let names = Announcer(strings: vm.strings)
                Text(GameViewModel.placeLine(group, strings: app.strings, name: names.colorWithSymbol))
                    .font(.title3)
                    .accessibilityLabel(GameViewModel.placeLine(group, strings: app.strings, name: names.color))
            }
            ForEach(vm.recordedLines, id: \.self) { Text($0).font(.callout) }
            if let dice = vm.diceVerifiedText { Text(dice).font(.callout).multilineTextAlignment(.center) }
            Button(app.t("game.play_again")) { vm.playAgain() }.buttonStyle(.borderedProminent).disabled(!vm.view.canPlayAgain)
            if !vm.isTutorial { Button(app.t("game.review")) { app.reviewGame() } }
            Button(app.t("game.home")) { app.goHome() }
        }
        .padding(32)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
    }
}
#endif
