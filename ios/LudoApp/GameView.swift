#if canImport(SwiftUI)
import LudoCore
import LudoKit
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// The game screen: the core's scene (docs/design.md), replayed on a `Canvas` at every
/// display frame while it moves, full screen with the safe-area insets in its spec.
/// Taps go to the core (`vm.tap`), VoiceOver gets one element per item of the frame;
/// the menu, the dice statistics and the rules are the app's own sheets. No layout,
/// rule or animation is decided here.
struct GameView: View {
    @Bindable var app: AppState
    @Bindable var vm: GameViewModel
    @Environment(\.colorScheme) private var scheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var menu = false
    @State private var stats = false
    @State private var mixing = false
    @State private var rules = false

    var body: some View {
        GeometryReader { geo in
            let insets = geo.safeAreaInsets
            let size = CGSize(width: geo.size.width + insets.leading + insets.trailing,
                              height: geo.size.height + insets.top + insets.bottom)
            let spec = vm.spec(size: size, top: insets.top, left: insets.leading, bottom: insets.bottom,
                               right: insets.trailing, dark: scheme == .dark)
            TimelineView(.animation) { timeline in
                let now = timeline.date.timeIntervalSinceReferenceDate * 1000
                // `shown` makes each update redraw even when nothing moves.
                let frame = vm.shown >= 0 ? vm.frame(spec, now: now) : nil
                ZStack(alignment: .topLeading) {
                    Canvas { ctx, _ in
                        guard let frame else { return }
                        var canvas = GraphicsSceneCanvas(ctx: ctx)
                        SceneReplayer.replay(frame, on: &canvas)
                    }
                    .gesture(SpatialTapGesture().onEnded { vm.tap(x: $0.location.x, y: $0.location.y) })
                    .accessibilityHidden(true)
                    SceneAccessibilityOverlay(vm: vm, items: frame.map(SceneItem.of) ?? [])
                }
            }
            .ignoresSafeArea()
        }
        .onAppear { vm.reduceMotion = reduceMotion }
        .onChange(of: reduceMotion) { vm.reduceMotion = reduceMotion }
        // The app's own screens a touch asked for.
        .onChange(of: vm.shellAction) {
            switch vm.takeShellAction() {
            case .menu?: menu = true
            case .diceStats?: stats = true
            case .review?: app.reviewGame()
            case .home?: app.goHome()
            default: break
            }
        }
        // Every announcement of a batch is spoken, each queued behind the one before.
        .onChange(of: vm.spoken, initial: true) {
            for text in vm.takeSpeech() {
                var words = AttributedString(text)
                words.accessibilitySpeechAnnouncementPriority = .low
                AccessibilityNotification.Announcement(words).post()
            }
        }
        .confirmationDialog(app.t("scene.menu"), isPresented: $menu) {
            Button(app.t("scene.stats.long")) { stats = true }
            if vm.canMixDice { Button(app.t("dice.mix_button")) { mixing = true } }
            Button(app.t("home.rules")) { rules = true }
            Button(app.t("scene.home")) { app.goHome() }
        }
        .sheet(isPresented: $stats) { DiceStatsSheet(app: app, vm: vm) }
        .sheet(isPresented: $mixing) { MixDiceView(app: app, vm: vm) }
        .sheet(isPresented: $rules) { ScrollView { Text(app.t("rules.body")).padding() } }
        .navigationBarBackButtonHidden(true)
        .statusBarHidden(false)
    }
}

/// VoiceOver: one element per item of the frame (the core's hits, in its reading
/// order), labelled in the core's words; activating one does what a tap on it does.
struct SceneAccessibilityOverlay: View {
    let vm: GameViewModel
    let items: [SceneItem]

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(items) { item in
                Color.clear
                    .frame(width: max(item.frame.width, 1), height: max(item.frame.height, 1))
                    .offset(x: item.frame.minX, y: item.frame.minY)
                    .accessibilityElement()
                    .accessibilityLabel(item.label)
                    .accessibilityAddTraits(item.role == .text ? .isStaticText : .isButton)
                    .accessibilityAction { vm.activate(item.action) }
            }
        }
        .accessibilityElement(children: .contain)
        .allowsHitTesting(false)
    }
}

/// Each seat's roll counts by face.
struct DiceStatsSheet: View {
    @Bindable var app: AppState
    let vm: GameViewModel

    var body: some View {
        let names = Announcer(strings: vm.strings)
        List(vm.diceCounts) { row in
            Text("\(names.colorWithSymbol(row.color)): " +
                 row.faces.enumerated().map { "\($0.offset + 1)×\($0.element)" }.joined(separator: "  "))
                .font(.body.monospacedDigit())
                .accessibilityLabel(names.color(row.color) + ": " +
                                    row.faces.enumerated().map { "\($0.offset + 1)×\($0.element)" }.joined(separator: ", "))
        }
        .navigationTitle(app.t("scene.stats.long"))
    }
}

/// `SceneCanvas` over SwiftUI's `GraphicsContext`: the rules of docs/design.md.
struct GraphicsSceneCanvas: SceneCanvas {
    var ctx: GraphicsContext
    private var saved: [GraphicsContext] = []

    init(ctx: GraphicsContext) { self.ctx = ctx }

    private func color(_ c: RGBA) -> Color { Color(.sRGB, red: c.r, green: c.g, blue: c.b, opacity: c.a) }

    private mutating func paint(_ path: Path, _ p: ScenePaintStyle) {
        switch p {
        case let .fill(c): ctx.fill(path, with: .color(color(c)))
        case let .stroke(c, width, dash):
            ctx.stroke(path, with: .color(color(c)),
                       style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round,
                                          dash: dash.map { [$0.on, $0.off] } ?? []))
        }
    }

    mutating func clear(_ c: RGBA) { ctx.fill(Path(CGRect(x: -1e4, y: -1e4, width: 2e4, height: 2e4)), with: .color(color(c))) }
    mutating func rect(_ r: CGRect, radius: Double, _ p: ScenePaintStyle) {
        paint(Path(roundedRect: r, cornerRadius: radius), p)
    }
    mutating func circle(center: CGPoint, radius: Double, _ p: ScenePaintStyle) {
        paint(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)), p)
    }
    mutating func path(_ points: [CGPoint], closed: Bool, _ p: ScenePaintStyle) {
        var path = Path()
        path.addLines(points)
        if closed { path.closeSubpath() }
        paint(path, p)
    }
    mutating func arc(center: CGPoint, radius: Double, startDeg: Double, sweepDeg: Double, width: Double, _ c: RGBA) {
        var path = Path()
        // y points down: a positive sweep turns clockwise on screen.
        path.addArc(center: center, radius: radius, startAngle: .degrees(startDeg),
                    endAngle: .degrees(startDeg + sweepDeg), clockwise: sweepDeg < 0)
        paint(path, .stroke(c, width: width, dash: nil))
    }
    private func font(_ size: Double, _ bold: Bool) -> Font { .system(size: size, weight: bold ? .bold : .regular).monospacedDigit() }
    mutating func text(_ text: String, origin: CGPoint, size: Double, bold: Bool, _ c: RGBA) {
        let resolved = ctx.resolve(Text(text).font(font(size, bold)).foregroundColor(color(c)))
        // `origin` is the left end of the baseline: place the text's box above it.
        let box = resolved.measure(in: CGSize(width: 1e5, height: 1e5))
        let baseline = resolved.firstBaseline(in: box)
        ctx.draw(resolved, at: CGPoint(x: origin.x, y: origin.y - baseline), anchor: .topLeading)
    }
    func measure(_ text: String, size: Double, bold: Bool) -> Double {
        ctx.resolve(Text(text).font(font(size, bold))).measure(in: CGSize(width: 1e5, height: 1e5)).width
    }
    func capHeight(size: Double, bold: Bool) -> Double {
        #if canImport(UIKit)
        UIFont.systemFont(ofSize: size, weight: bold ? .bold : .regular).capHeight
        #else
        size * 0.7
        #endif
    }
    mutating func saveTransform(pivot: CGPoint, rotateDeg: Double, scale: Double) {
        saved.append(ctx)
        ctx.translateBy(x: pivot.x, y: pivot.y)
        ctx.rotate(by: .degrees(rotateDeg))
        ctx.scaleBy(x: scale, y: scale)
        ctx.translateBy(x: -pivot.x, y: -pivot.y)
    }
    mutating func restore() { if let last = saved.popLast() { ctx = last } }
}
#endif
