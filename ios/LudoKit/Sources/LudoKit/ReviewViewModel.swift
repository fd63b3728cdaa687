import Foundation
import LudoCore
import Observation

/// The game review screen's state (`docs/review.md`): runs the core's review of a save
/// in the background (`reviewGame`, with progress; cancelled when the screen goes),
/// then exposes the core's win-chance graph of every seat (`reviewGraphScene`), the person's
/// decisions with their verdicts, and the position of a selected decision with the
/// move played and the better one. The core computes everything; this only arranges
/// it for the views and puts it into words.
@MainActor
@Observable
public final class ReviewViewModel {
    /// Where the review is.
    public enum Phase: Equatable, Sendable {
        /// Reviewing (see `done` / `total`).
        case running
        /// Finished: `decisions` are filled and `graphFrame` draws them.
        case finished
        /// Cancelled (the screen went away).
        case cancelled
        /// The save could not be reviewed (`errorText` says so in words).
        case failed
    }

    // MARK: State the views read

    /// Where the review is.
    public private(set) var phase: Phase = .running
    /// Decisions reviewed so far.
    public private(set) var done: UInt32 = 0
    /// Decisions to review (0 until the core said).
    public private(set) var total: UInt32 = 0
    /// Why the review failed, in words (never the error's own developer text).
    public private(set) var errorText: String?
    /// The person's decisions with their verdicts, in the order played.
    public private(set) var decisions: [ReviewDecision] = []
    /// The graph in words (the core's), once finished.
    public private(set) var graph: Message?
    /// The index in `decisions` of the selected one.
    public private(set) var selected: Int?
    /// The board at the selected decision, with the move played and the better move.
    public private(set) var position: ReviewPosition?

    /// The language of the texts.
    public var strings: Localizer
    /// The reviewed save.
    public let saveJSON: String
    /// The options the review ran with.
    public let options: ReviewOptions

    @ObservationIgnored private let relay = ReviewRelay()
    @ObservationIgnored private var job: LudoReviewJob?
    @ObservationIgnored private var pump: Task<Void, Never>?

    /// The phone's default, the core's (`defaultReviewOptions`, as on Android): the
    /// rollouts of `ludo review`, a fixed seed (the same game always gets the same
    /// review), the person's decisions only. The literal is only there for a core that
    /// failed to answer, which it never does.
    public static let defaultOptions = (try? defaultReviewOptions()) ?? ReviewOptions(rollouts: 32, seed: 1, allSeats: false)

    /// Starts reviewing `saveJSON` (a save, finished or not) at once, in the background.
    public init(saveJSON: String, strings: Localizer = Localizer(), options: ReviewOptions = ReviewViewModel.defaultOptions) {
        self.saveJSON = saveJSON
        self.strings = strings
        self.options = options
        pump = Task { [weak self, relay] in
            for await event in relay.stream {
                guard let self else { return }
                self.receive(event)
            }
        }
        do {
            job = try reviewGame(saveJson: saveJSON, options: options, listener: relay)
        } catch {
            fail()
        }
    }

    // MARK: Derived state

    /// Reviewed share 0...1 (for a progress bar).
    public var fraction: Double { total == 0 ? 0 : Double(done) / Double(total) }
    /// The selected decision.
    public var selectedDecision: ReviewDecision? { selected.flatMap { decisions.indices.contains($0) ? decisions[$0] : nil } }

    /// The win-chance graph as the core draws it on a `size` card (a line per seat,
    /// the axes labelled, the selected decision marked); `nil` until the review is
    /// finished with decisions.
    public func graphFrame(size: CGSize, dark: Bool) -> SceneFrame? {
        guard phase == .finished, !decisions.isEmpty else { return nil }
        return try? reviewGraphScene(decisions: decisions, selected: selected.map { UInt32($0) },
                                     width: Float(size.width), height: Float(size.height),
                                     theme: dark ? .dark : .light)
    }

    // MARK: Inputs

    /// Selects a decision (its position is read from the core) or clears the selection.
    public func select(_ index: Int?) {
        guard let index, decisions.indices.contains(index) else {
            selected = nil
            position = nil
            return
        }
        selected = index
        position = ReviewPosition.at(decisions[index], saveJSON: saveJSON)
    }

    /// Asks the core to stop the review (within one rollout); `phase` turns
    /// `.cancelled` when the core confirms. Harmless when it is over already.
    public func cancel() {
        if phase == .running { try? job?.cancel() }
    }

    /// The screen goes away: the review is cancelled and later news is ignored.
    public func close() {
        cancel()
        if phase == .running { phase = .cancelled }
        relay.finish()
    }

    // MARK: Texts

    /// A verdict in words ("Mistake").
    public func verdictText(_ v: ReviewVerdict) -> String {
        strings.text("review.verdict." + ReviewViewModel.verdictKey(v))
    }

    /// A decision in words, for its row and VoiceOver: the core's line ("3. Yellow ○
    /// rolled 6: mistake, win chance 42%"), then the better move when one is worth
    /// naming ("Better: token 1, win chance 51%"). The core rounds the chances and keeps
    /// 0% and 100% for decided games.
    public func decisionText(_ d: ReviewDecision) -> String {
        var parts = [strings.text(d.line)]
        if Self.betterExists(d), d.said.count > 1 { parts.append(strings.text(d.said[1])) }
        return parts.joined(separator: " ")
    }

    /// The graph in words for VoiceOver (the core's: each seat's win chance at the
    /// start and the end).
    public func graphSummary() -> String {
        graph.map { strings.text($0) } ?? ""
    }

    /// The progress in words ("Reviewing: 12 of 80 decisions").
    public var progressText: String { strings.text("review.progress", Int(done), Int(total)) }

    // MARK: Updates

    private func receive(_ e: ReviewRelay.Event) {
        guard phase == .running else { return }
        switch e {
        case let .progress(d, t):
            done = d
            total = t
        case let .done(review):
            decisions = review.decisions
            graph = review.graphText
            done = total
            phase = .finished
        case let .failed(error):
            if case .Cancelled = error { phase = .cancelled } else { fail() }
        }
    }

    private func fail() {
        phase = .failed
        errorText = strings.text("review.failed")
    }

    /// Whether a better move than the one played exists worth naming (below "good").
    static func betterExists(_ d: ReviewDecision) -> Bool {
        switch d.verdict {
        case .best, .good: return false
        case .inaccuracy, .mistake, .blunder: return true
        }
    }

    static func verdictKey(_ v: ReviewVerdict) -> String {
        switch v {
        case .best: return "best"
        case .good: return "good"
        case .inaccuracy: return "inaccuracy"
        case .mistake: return "mistake"
        case .blunder: return "blunder"
        }
    }
}

/// Takes the review's news on the library's thread and hands it, in order, to the one
/// main-actor task that reads `stream`.
final class ReviewRelay: ReviewListener, Sendable {
    enum Event: Sendable {
        case progress(UInt32, UInt32)
        case done(GameReview)
        case failed(LudoError)
    }

    let stream: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation

    init() { (stream, continuation) = AsyncStream.makeStream(of: Event.self) }

    func onProgress(done: UInt32, total: UInt32) { continuation.yield(.progress(done, total)) }
    func onDone(review: GameReview) { continuation.yield(.done(review)) }
    func onError(error: LudoError) { continuation.yield(.failed(error)) }

    func finish() { continuation.finish() }
}
