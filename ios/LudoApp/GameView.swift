#if canImport(SwiftUI)
import LudoCore
import LudoKit
import SwiftUI

/// The game screen: board (Canvas) + panel, portrait or landscape on iPhone and iPad.
/// All state and decisions come from `GameViewModel`; positions from `BoardMapper`.
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
                BoardAccessibilityOverlay(vm: vm, mapper: mapper)
                PanelView(app: app, vm: vm, showCounts: $showCounts)
                    .frame(width: screen.panel.width, height: screen.panel.height)
                    .offset(x: screen.panel.minX, y: screen.panel.minY)
            }
            .task(id: vm.animation?.serial) { await animate(mapper: mapper) }
        }
        .background(Palette(dark: scheme == .dark).background.color)
        .overlay { overlays }
        .task {
            // Turn timer: the view model decides; this only ticks.
            while !Task.isCancelled {
                vm.tick()
                try? await Task.sleep(nanoseconds: 1_000_000_000)
            }
        }
        .onChange(of: vm.announcement) { _, text in
            AccessibilityNotification.Announcement(text).post()
        }
        .onAppear { vm.startCpuIfNeeded() }
        .navigationBarBackButtonHidden(true)
    }

    @ViewBuilder private var overlays: some View {
        if let h = vm.handover {
            HandoverView(app: app, vm: vm, to: h.to)
        } else if vm.isOver {
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
        let hintTarget = vm.hint.flatMap { h in vm.targets[h.token]?.square }
        let anim = vm.animation.map { ($0.color, $0.token) }
        // The renderer closure gets values, not the main-actor view model.
        let animation = vm.animation
        let spots = vm.spots
        let scene = BoardScene(layout: vm.layout, spots: vm.spots, mapper: mapper, palette: palette,
                               movable: vm.isPersonToAct ? vm.movableTokens : [], current: vm.current,
                               targets: vm.isPersonToAct ? targets : [], hint: vm.hint, hintTarget: hintTarget,
                               animating: animatedPoint == nil ? nil : anim)
        Canvas { ctx, _ in
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
            if let p = animatedPoint, let a = animation, let t = spots.first(where: { $0.color == a.color && $0.token == a.token }) {
                let tok = BoardScene.Token(color: t.color, token: t.token, center: p, radius: mapper.length(0.36),
                                           fill: palette.fill(t.color), ink: palette.ink(t.color),
                                           symbol: Palette.symbol(t.color), movable: false, hinted: false)
                draw(token: tok, at: p, in: &ctx, lw: lw)
            }
        }
    }

    private func draw(token t: BoardScene.Token, at c: CGPoint, in ctx: inout GraphicsContext, lw: CGFloat) {
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

/// VoiceOver: one element per square and per token (LudoKit builds them); activating a
/// legal one taps it through the same path as a finger.
struct BoardAccessibilityOverlay: View {
    let vm: GameViewModel
    let mapper: BoardMapper

    var body: some View {
        let elements = BoardAccessibility.elements(
            layout: vm.layout, spots: vm.spots, mapper: mapper, announcer: vm.announcer,
            movable: vm.isPersonToAct ? vm.movableTokens : [], current: vm.current,
            targets: vm.isPersonToAct ? vm.targets : [:])
        ZStack(alignment: .topLeading) {
            ForEach(elements) { e in
                Color.clear
                    .frame(width: max(e.frame.width, 1), height: max(e.frame.height, 1))
                    .offset(x: e.frame.minX, y: e.frame.minY)
                    .accessibilityElement()
                    .accessibilityLabel(e.label)
                    .accessibilityAddTraits(e.actionable ? .isButton : [])
                    .accessibilityAction {
                        if e.actionable {
                            if case let .token(_, t) = e.kind { vm.move(token: t) }
                            else if let tok = vm.targets.first(where: { $0.value.square == e.idSquare })?.key { vm.move(token: tok) }
                        } else if vm.canRoll { vm.roll() }
                    }
            }
        }
        .allowsHitTesting(false)
    }
}

extension BoardAccessibilityElement {
    var idSquare: SquareId? { if case let .square(s) = kind { return s }; return nil }
}

struct PanelView: View {
    @Bindable var app: AppState
    @Bindable var vm: GameViewModel
    @Binding var showCounts: Bool

    private var announcer: Announcer { vm.announcer }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                if app.tutorial {
                    Text(app.t(Tutorial.stepKey(vm))).font(.headline)
                        .padding(8).background(.yellow.opacity(0.25), in: RoundedRectangle(cornerRadius: 8))
                }
                Text(vm.statusText).font(.headline)
                if let roll = vm.snapshot.lastRoll {
                    Text("\(announcer.colorWithSymbol(roll.color)) ⚀ \(roll.roll)")
                        .font(.title2.monospacedDigit())
                        .accessibilityLabel(app.strings.text("a11y.die", Int(roll.roll)))
                }
                if let left = vm.timeLeft { Text(app.strings.text("game.time_left", left)).monospacedDigit() }
                HStack {
                    Button(app.t("game.roll")) { vm.roll() }
                        .buttonStyle(.borderedProminent).disabled(!vm.canRoll)
                    Button(app.t("game.hint")) { vm.showHint() }.disabled(!vm.canHint)
                    if vm.hasCpu { Button(app.t("game.undo")) { vm.undo() }.disabled(!vm.canUndo) }
                }
                if let h = vm.hint { Text(announcer.hint(h)).font(.callout) }
                if let e = vm.error { Text(e).font(.footnote).foregroundStyle(.red) }
                ForEach(vm.snapshot.seats, id: \.color) { seat in
                    HStack {
                        Text(announcer.colorWithSymbol(seat.color))
                        Spacer()
                        if seat.kind == .human {
                            Button(app.t("game.hand_to_cpu")) { vm.setSeat(seat.color, to: .cpu(level: .medium)) }
                                .font(.footnote)
                        } else {
                            Button(app.t("game.take_back")) { vm.setSeat(seat.color, to: .human) }.font(.footnote)
                        }
                    }
                }
                DisclosureGroup(app.t("game.dice_counts"), isExpanded: $showCounts) {
                    ForEach(vm.diceCounts) { row in
                        Text("\(announcer.colorWithSymbol(row.color)): " +
                             row.faces.enumerated().map { "\($0.offset + 1)×\($0.element)" }.joined(separator: "  "))
                            .font(.footnote.monospacedDigit())
                    }
                }
                ForEach(Array(vm.log.suffix(5).enumerated()), id: \.offset) { Text($0.element).font(.footnote) }
                Button(app.t("game.home")) { app.goHome() }
            }
            .padding(8)
        }
    }
}

struct HandoverView: View {
    @Bindable var app: AppState
    let vm: GameViewModel
    let to: PlayerColor

    var body: some View {
        VStack(spacing: 16) {
            Text(Palette.symbol(to)).font(.system(size: 64))
            Text(app.strings.text("ann.turn", vm.announcer.color(to))).font(.title)
            Button(app.t("common.ok")) { vm.acknowledgeHandover() }.buttonStyle(.borderedProminent)
        }
        .padding(32)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        .accessibilityAddTraits(.isModal)
    }
}

struct GameOverView: View {
    @Bindable var app: AppState
    let vm: GameViewModel

    var body: some View {
        VStack(spacing: 12) {
            Text(app.t("game.over")).font(.largeTitle.bold())
            ForEach(Array(vm.placements.enumerated()), id: \.offset) { i, colors in
                Text(app.strings.text("game.place", i + 1, colors.map(vm.announcer.colorWithSymbol).joined(separator: ", ")))
                    .font(.title3)
            }
            Button(app.t("game.play_again")) { vm.playAgain() }.buttonStyle(.borderedProminent)
            Button(app.t("game.home")) { app.goHome() }
        }
        .padding(32)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}
#endif
