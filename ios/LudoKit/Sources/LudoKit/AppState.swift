import Foundation
import LudoCore
import Observation

/// Navigation and app-wide state: which screen shows, the game in progress, settings.
/// The SwiftUI views only read it and call its methods.
@MainActor
@Observable
public final class AppState {
    public enum Screen: Equatable {
        case home, setup, game, rules, settings
    }

    public var screen: Screen = .home
    public private(set) var game: GameViewModel?
    /// True while the game on screen is the tutorial ("learn on the board").
    public private(set) var tutorial = false
    public var setup: SetupModel
    public private(set) var settings: AppSettings
    public private(set) var loadError: String?

    public let strings: Localizer
    public let store: SaveStore
    public let haptics: HapticPlayer

    public init(store: SaveStore, haptics: HapticPlayer = SilentHaptics(), strings: Localizer = Localizer()) {
        self.store = store
        self.haptics = haptics
        self.strings = strings
        settings = AppSettings.load(from: store.directory)
        let setupURL = store.directory.appendingPathComponent("setup.json")
        if let text = try? String(contentsOf: setupURL, encoding: .utf8), let s = SetupModel.decoded(text) {
            setup = s
        } else {
            setup = SetupModel()
        }
    }

    /// Whether "Resume" is offered.
    public var canResume: Bool { store.hasSave }

    public func startGame() {
        guard let gs = setup.gameSetup() else { return }
        if let text = setup.encoded() {
            try? FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: store.directory.appendingPathComponent("setup.json"), options: .atomic)
        }
        open(try? GameViewModel.newGame(setup: gs, store: store, haptics: haptics, strings: strings,
                                         cpuDelayMs: UInt32(settings.cpuDelayMs)), tutorial: false)
    }

    public func resume() {
        let vm = GameViewModel.resume(store: store, haptics: haptics, strings: strings, cpuDelayMs: UInt32(settings.cpuDelayMs))
        loadError = vm == nil ? strings.text("error.load") : nil
        open(vm, tutorial: false)
    }

    /// The tutorial is not autosaved (it would replace the real game's save).
    public func startTutorial() {
        open(try? GameViewModel.newGame(setup: Tutorial.setup(), store: nil, haptics: haptics, strings: strings,
                                         cpuDelayMs: UInt32(settings.cpuDelayMs)), tutorial: true)
    }

    public func goHome() {
        game?.cancelCpu()
        if !tutorial { game?.autosave() }
        game = nil
        tutorial = false
        screen = .home
    }

    /// The app leaves the foreground (scenePhase): save now and stop the CPU.
    public func leaveForeground() {
        guard let game else { return }
        game.cancelCpu()
        if !tutorial { game.autosave() }
    }

    /// Back in the foreground: continue CPU turns.
    public func enterForeground() {
        game?.startCpuIfNeeded()
    }

    public func setHaptics(_ on: Bool) {
        settings.haptics = on
        game?.hapticsEnabled = on
        try? settings.save(to: store.directory)
    }

    public func setCpuDelay(ms: Int) {
        settings.cpuDelayMs = max(0, min(ms, 3000))
        game?.cpuDelayMs = UInt32(settings.cpuDelayMs)
        try? settings.save(to: store.directory)
    }

    private func open(_ vm: GameViewModel?, tutorial: Bool) {
        guard let vm else { return }
        vm.hapticsEnabled = settings.haptics
        self.tutorial = tutorial
        game = vm
        screen = .game
        vm.startCpuIfNeeded()
    }
}
