#if canImport(SwiftUI)
import LudoKit
import SwiftUI

/// Before the first roll: a field to mix a person's own words into the dice, and a pad
/// to stir them with taps (their times and points are written as text), so not even
/// the app chooses the dice alone (docs/fair-dice.md). Shown while the core allows
/// mixing; afterwards only what was mixed, in the core's words.
struct MixDiceView: View {
    @Bindable var app: AppState
    @Bindable var vm: GameViewModel
    @State private var words = ""
    @State private var firstTap: Date?

    var body: some View {
        // In a sheet: scrolls, so the field and buttons stay reachable in landscape and at
        // the largest text sizes (issue 34).
        ScrollView {
            content.padding()
        }
    }

    private var content: some View {
        VStack(alignment: .leading, spacing: 6) {
            if vm.canMixDice {
                Text(app.t("dice.mix_explain")).font(.footnote).fixedSize(horizontal: false, vertical: true)
                TextField(app.t("dice.mix_prompt"), text: $words)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit(mix)
                Button(app.t("dice.mix_button"), action: mix)
                    .disabled(words.trimmingCharacters(in: .whitespaces).isEmpty)
                RoundedRectangle(cornerRadius: 8)
                    .fill(.secondary.opacity(0.15))
                    .frame(height: 56)
                    .overlay(Text(app.t("dice.mix_tap_pad")).font(.footnote))
                    .contentShape(Rectangle())
                    .onTapGesture(coordinateSpace: .local) { p in
                        let start = firstTap ?? Date()
                        firstTap = start
                        vm.stir(at: p, ms: Int(Date().timeIntervalSince(start) * 1000))
                    }
                    .accessibilityAddTraits(.isButton)
                if !vm.stirring.isEmpty {
                    Button(app.t("dice.mix_button")) {
                        firstTap = nil
                        vm.mixStirring()
                    }
                }
            }
            if let mixed = vm.diceMixedText { Text(mixed).font(.footnote).fixedSize(horizontal: false, vertical: true) }
        }
    }

    private func mix() {
        let w = words
        words = ""
        vm.mixDice(w)
    }
}
#endif
