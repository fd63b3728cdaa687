#if canImport(SwiftUI)
import LudoCore
import LudoKit
import SwiftUI

/// The game review: progress while the core reviews, then the win-chance graph of every
/// seat, the person's decisions with verdicts, and the selected decision's position
/// with the move played and the better move. Everything comes from `ReviewViewModel`;
/// leaving the screen cancels a review still running.
struct ReviewView: View {
    @Bindable var app: AppState
    @Bindable var vm: ReviewViewModel
    @Environment(\.colorScheme) private var scheme

    private var palette: Palette { Palette(dark: scheme == .dark) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                switch vm.phase {
                case .running:
                    ProgressView(value: vm.fraction)
                    Text(vm.progressText).font(.callout.monospacedDigit())
                case .cancelled:
                    Text(app.t("review.cancelled"))
                case .failed:
                    Text(vm.errorText ?? app.t("review.failed")).foregroundStyle(.red)
                case .finished:
                    if vm.decisions.isEmpty {
                        Text(app.t("review.none"))
                    } else {
                        Text(app.t("review.graph")).font(.headline)
                        WinChanceGraph(vm: vm, dark: palette.dark)
                            .frame(height: 180)
                            .accessibilityElement()
                            .accessibilityLabel(app.t("review.graph"))
                            .accessibilityValue(vm.graphSummary())
                        if let p = vm.position {
                            ReviewBoard(position: p, palette: palette)
                                .aspectRatio(1, contentMode: .fit)
                                .accessibilityElement()
                                .accessibilityLabel(vm.decisionText(p.decision))
                            legend
                        }
                        Text(app.t("review.decisions")).font(.headline)
                        ForEach(Array(vm.decisions.enumerated()), id: \.offset) { i, d in
                            Button { vm.select(vm.selected == i ? nil : i) } label: {
                                HStack(alignment: .firstTextBaseline) {
                                    Text(vm.verdictText(d.verdict)).bold().foregroundStyle(tint(d.verdict))
                                    Text(vm.decisionText(d)).font(.callout).multilineTextAlignment(.leading)
                                }
                            }
                            .accessibilityLabel(vm.decisionText(d))
                            .accessibilityAddTraits(vm.selected == i ? .isSelected : [])
                        }
                    }
                }
            }
            .padding()
        }
        .navigationTitle(app.t("review.title"))
        .toolbar { Button(app.t("review.back")) { app.closeReview() } }
        .onDisappear { vm.close() }
    }

    /// What the two marks on the board mean.
    private var legend: some View {
        HStack(spacing: 16) {
            Label(app.t("review.played"), systemImage: "circle.fill").foregroundStyle(palette.line.color)
            Label(app.t("review.best"), systemImage: "circle.dashed").foregroundStyle(.green)
        }
        .font(.footnote)
        .accessibilityHidden(true)
    }

    private func tint(_ v: ReviewVerdict) -> Color {
        switch v {
        case .best, .good: return .primary
        case .inaccuracy: return .orange
        case .mistake, .blunder: return .red
        }
    }
}

/// Every seat's win chance over the game as the core draws it (`reviewGraphScene`:
/// a line per seat, the axes labelled, the selected decision marked), replayed on a
/// canvas like the board.
struct WinChanceGraph: View {
    let vm: ReviewViewModel
    let dark: Bool

    var body: some View {
        GeometryReader { geo in
            let frame = vm.graphFrame(size: geo.size, dark: dark)
            Canvas { ctx, _ in
                guard let frame else { return }
                var canvas = GraphicsSceneCanvas(ctx: ctx)
                SceneReplayer.replay(frame, on: &canvas)
            }
        }
    }
}

/// The position of a reviewed decision: the core's still board (the move played ringed
/// and drawn, the better move dashed and its target hinted), on the game's replayer.
struct ReviewBoard: View {
    let position: ReviewPosition
    let palette: Palette

    var body: some View {
        GeometryReader { geo in
            let side = min(geo.size.width, geo.size.height)
            let frame = position.frame(size: CGSize(width: side, height: side), dark: palette.dark)
            Canvas { ctx, _ in
                guard let frame else { return }
                var canvas = GraphicsSceneCanvas(ctx: ctx)
                SceneReplayer.replay(frame, on: &canvas)
            }
        }
    }
}
#endif
