package app.ludo.shell

import org.ludo.core.SceneState

/**
 * One update of the table as the game screen uses it: the core's scene to replay, what to
 * say through the live region, and the words of the screens the app opens itself (the dice
 * statistics). Everything drawn is the core's.
 */
data class UiState(
    val view: TableState,
    /** The update for the game screen's `LudoStage.show` (null only from a table that draws nothing). */
    val scene: SceneState?,
    /** New sentences of this update (events, refusal, welcome back), said once by TalkBack. */
    val announcements: List<String>,
    /** Per seat: "Yellow ○ · Asha: 1×3  2×0  …", the dice statistics sheet. */
    val diceCounts: List<String>,
) {
    companion object {
        /** The screen after update [u]; words from the catalog ([words]) and the app's own texts ([texts]). */
        fun of(u: TableUpdate, texts: Texts, words: MessageTexts): UiState = UiState(
            view = u.view,
            scene = u.scene,
            announcements = u.announcements.map(words::say) + listOfNotNull(u.refused?.let(words::say)),
            diceCounts = u.view.seats.map { seat ->
                texts.get(T.DICE_COUNTS, seatName(texts, seat), seat.faces.mapIndexed { i, n -> "${i + 1}×$n" }.joinToString("  "))
            },
        )

        /** "Yellow ○ · Asha": the seat's colour with the profile it plays as (as iOS and the terminal show it). */
        fun seatName(texts: Texts, seat: SeatState): String =
            texts.player(seat.color) + (seat.profileName?.let { " · $it" } ?: "")
    }
}
