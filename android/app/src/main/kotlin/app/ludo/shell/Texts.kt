package app.ludo.shell

/**
 * The shell's own texts (screens, buttons, settings). The key is the Android string
 * resource name ([resName]); translations live in `res/values` (English), `res/values-hi`
 * (Hindi) and `res/values-bn` (Bengali), with the rule terms of the original rule pages.
 * Everything the game says (events, statuses, tips, hints, squares and tokens for TalkBack,
 * refusals) comes from the core as catalog messages ([Msg], [MessageFormatter]).
 */
enum class T {
    APP_NAME,
    // Home and settings
    HOME_NEW_GAME, HOME_RESUME, HOME_TUTORIAL, HOME_RULES, HOME_REVIEW, HOME_SETTINGS, HOME_SET_ASIDE, HOME_SET_ASIDE_NOTE,
    HOME_PLAY_CPU, HOME_PLAY_CPU_NOTE, HOME_PASS_AND_PLAY, HOME_PASS_AND_PLAY_NOTE, HOME_CONTINUE,
    NOTICE_SAVE_DAMAGED, BTN_OK,
    REPLACE_TITLE, REPLACE_BODY, REPLACE_CONFIRM,
    SETTINGS_HAPTICS, SETTINGS_LANGUAGE, LANG_SYSTEM, LANG_EN, LANG_HI, LANG_BN,
    SETTINGS_CPU_SPEED, SPEED_SLOW, SPEED_NORMAL, SPEED_FAST, BACK, SETTINGS_SOUND, SETTINGS_VOLUME,
    // Setup
    SETUP_TITLE, SETUP_SEATS, SETUP_RULES, SETUP_START, SETUP_TIMER, SETUP_BOARD,
    SEAT_OFF, SEAT_PERSON, CPU_RANDOM, CPU_EASY, CPU_MEDIUM, CPU_HARD, CPU_EXPERT, CPU_MASTER,
    // (The presets' and timers' names are the core's: `setupChoices()`.)
    BOARD_CROSS, BOARD_BY_COUNT,
    RULE_EXIT_NUMBERS, RULE_NO_TOKEN, NO_TOKEN_NORMAL, NO_TOKEN_AUTO_EXIT, NO_TOKEN_THREE_TRIES,
    RULE_THREE_SIXES, RULE_CAPTURE_BONUS, RULE_FINISH_BONUS, RULE_EXACT_FINISH, RULE_RANK_EVERYONE,
    RULE_ROTATE_FIRST, RULE_SAFE, SAFE_STARTS_AND_STARS, SAFE_STARTS_ONLY, SAFE_NONE,
    RULE_BLOCKS, BLOCKS_TWO, BLOCKS_NONE, BLOCKS_NO_OVERTAKING,
    // Game (the play screen is the core's scene; these are the menu's and the dice statistics')
    BTN_REVIEW, BTN_HOME,
    COLOR_YELLOW, COLOR_BLUE, COLOR_RED, COLOR_GREEN,
    DICE_COUNTS,
    // Records: profiles, statistics, history, replay
    HOME_RECORDS, RECORDS_TITLE, RECORDS_NAME, RECORDS_ADD, RECORDS_PLAYERS, RECORDS_NO_PLAYERS,
    RECORDS_GAMES, RECORDS_NO_GAMES,
    RECORDS_RENAME, RECORDS_DELETE, RECORDS_DELETE_CONFIRM, RECORDS_MERGE, RECORDS_MERGE_CONFIRM,
    BTN_REPLAY, REPLAY_TITLE, REPLAY_STEP, BTN_STEP_BACK, BTN_STEP_FORWARD, SETUP_PLAYS_AS, SEAT_GUEST,
    // Rules page
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

/**
 * [s] as a screen reader should say it: without the owner symbols [player] puts after a
 * colour ("Yellow ○" is read "Yellow white circle"), as the iOS app labels its seats; the
 * colour name stays. The board's nodes already speak the core's descriptions.
 */
fun spoken(s: String): String = PlayerColor.entries.fold(s) { acc, c -> acc.replace(" ${c.symbol}", "") }

fun Texts.level(l: CpuLevel): String = get(
    when (l) {
        CpuLevel.RANDOM -> T.CPU_RANDOM
        CpuLevel.EASY -> T.CPU_EASY
        CpuLevel.MEDIUM -> T.CPU_MEDIUM
        CpuLevel.HARD -> T.CPU_HARD
        CpuLevel.EXPERT -> T.CPU_EXPERT
        CpuLevel.MASTER -> T.CPU_MASTER
    },
)
