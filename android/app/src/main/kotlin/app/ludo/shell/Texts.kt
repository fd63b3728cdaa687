package app.ludo.shell

/**
 * Every text the shell shows or speaks. The key is the Android string resource name
 * ([resName]); translations live in `res/values` (English), `res/values-hi` (Hindi) and
 * `res/values-bn` (Bengali), with the rule terms of the original rule pages.
 */
enum class T {
    APP_NAME,
    // Home
    HOME_NEW_GAME, HOME_RESUME, HOME_TUTORIAL, HOME_RULES, HOME_SETTINGS,
    SETTINGS_HAPTICS, BACK,
    // Setup
    SETUP_TITLE, SETUP_SEATS, SETUP_RULES, SETUP_START, SETUP_TIMER, SETUP_BOARD,
    SEAT_OFF, SEAT_PERSON, CPU_RANDOM, CPU_EASY, CPU_MEDIUM, CPU_HARD, CPU_EXPERT,
    PRESET_STANDARD, PRESET_QUICK, PRESET_TACTICAL,
    BOARD_CROSS, BOARD_BY_COUNT, TIMER_OFF, TIMER_30, TIMER_60,
    RULE_EXIT_ONE_OR_SIX, RULE_NO_TOKEN, NO_TOKEN_NORMAL, NO_TOKEN_AUTO_EXIT, NO_TOKEN_THREE_TRIES,
    RULE_THREE_SIXES, RULE_CAPTURE_BONUS, RULE_FINISH_BONUS, RULE_EXACT_FINISH, RULE_RANK_EVERYONE,
    RULE_ROTATE_FIRST, RULE_SAFE, SAFE_STARTS_AND_STARS, SAFE_STARTS_ONLY, SAFE_NONE,
    RULE_BLOCKS, BLOCKS_TWO, BLOCKS_NONE, BLOCKS_NO_OVERTAKING,
    // Game
    BTN_HINT, BTN_UNDO, BTN_TO_CPU, BTN_TO_PERSON, BTN_MENU, BTN_PLAY_AGAIN, BTN_HOME,
    COLOR_YELLOW, COLOR_BLUE, COLOR_RED, COLOR_GREEN,
    STATUS_FIRST_ROLL, STATUS_ROLL, STATUS_MOVE, STATUS_CPU, STATUS_AUTO_EXIT, STATUS_TIMER,
    GAME_OVER_TITLE, PLACE_LINE, DICE_COUNTS,
    // Announcements (events)
    EV_FIRST_ROLL, EV_TIE, EV_FIRST_PLAYER, EV_ROLLED, EV_MOVED_OUT, EV_MOVED, EV_CAPTURED,
    EV_FINISHED, EV_PLAYER_FINISHED, EV_EXTRA_ROLL, EV_THREE_SIXES, EV_FAILED_TRY, EV_NO_MOVE,
    EV_TURN, EV_SEAT_CPU, EV_SEAT_PERSON, EV_TIMED_OUT, EV_UNDONE, EV_GAME_OVER, EV_NEW_GAME,
    // Squares and tokens (accessibility)
    SQ_TRACK, SQ_START, SQ_STAR, SQ_SAFE, SQ_HOME_COLUMN, SQ_FINISH, SQ_BASE,
    A11Y_TOKEN, A11Y_CAN_MOVE, A11Y_TARGET, A11Y_DIE, A11Y_DIE_VALUE, A11Y_BOARD, A11Y_CPU, A11Y_SEAT,
    // Hints and refused taps
    HINT_LINE, HINT_FINISHES, HINT_CAPTURES, HINT_ESCAPES_DANGER, HINT_ENTERS_HOME_COLUMN,
    HINT_LEAVES_BASE, HINT_FORMS_BLOCK, HINT_REACHES_SAFE_SQUARE, HINT_ADVANCES, HINT_ONLY_MOVE,
    REFUSED_NOT_YOUR_TURN, REFUSED_MOVE_FIRST, REFUSED_ROLL_FIRST, REFUSED_CANNOT_MOVE,
    // Tutorial and rules
    TUT_ROLL, TUT_EXIT, TUT_MOVE, TUT_CAPTURE, TUT_SAFE, TUT_CPU, TUT_DONE,
    RULES_TITLE, RULES_BODY,
    ;

    val resName: String get() = name.lowercase()
}

/** Looks texts up in the user's language; [args] fill `%1$s`, `%2$d`, ... */
fun interface Texts {
    fun get(key: T, vararg args: Any): String
}

fun Texts.color(c: PlayerColor): String = get(
    when (c) {
        PlayerColor.YELLOW -> T.COLOR_YELLOW
        PlayerColor.BLUE -> T.COLOR_BLUE
        PlayerColor.RED -> T.COLOR_RED
        PlayerColor.GREEN -> T.COLOR_GREEN
    },
)

/** "Yellow ○": the colour with its symbol, so speech and text never rely on colour alone. */
fun Texts.player(c: PlayerColor): String = "${color(c)} ${c.symbol}"

fun Texts.level(l: CpuLevel): String = get(
    when (l) {
        CpuLevel.RANDOM -> T.CPU_RANDOM
        CpuLevel.EASY -> T.CPU_EASY
        CpuLevel.MEDIUM -> T.CPU_MEDIUM
        CpuLevel.HARD -> T.CPU_HARD
        CpuLevel.EXPERT -> T.CPU_EXPERT
    },
)
