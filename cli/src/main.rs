//! `ludo`: the terminal shell of the Ludo game and its developer tools.
//!
//! Subcommands: `play` / `resume` / `learn` (the game and the lesson,
//! `docs/terminal.md`), `replay` (step
//! through a saved game), `profiles` / `history` / `stats` (the records,
//! `docs/records.md`), `verify` (check a finished game's dice,
//! `docs/fair-dice.md`), `analyze` (position format, `docs/position-format.md`),
//! `simulate` (CPU tournaments, `docs/ai.md`), `review` (win chances and verdicts
//! for a saved game, `docs/review.md`).

mod analyze;
mod aside;
mod calibrate;
mod infile;
mod interrupt;
mod invocation;
mod lists;
mod numbers;
mod pipe;
mod play;
mod records;
mod replay;
mod review;
mod review_text;
mod simulate;
mod storage;
mod verify;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Ludo in the terminal (play, resume, learn, replay), its records (profiles,
/// history, stats) and tools (review, verify, analyze, simulate).
///
/// Each command's options: `ludo help COMMAND`.
// Not `about` without a value: that printed the package description, which named 4
// of the 11 commands.
#[derive(Parser)]
#[command(name = "ludo", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Reads a position (and steps) in the position format, prints legal moves and the result as JSON.
    Analyze(analyze::Args),
    /// Plays CPU-only games and reports each seat's win rate, game speed and decision times.
    // Boxed: its many flags make it far larger than the others.
    Simulate(Box<simulate::Args>),
    /// Plays Ludo in the terminal: against the CPU or pass-and-play (`docs/terminal.md`).
    Play(play::Args),
    /// Continues the saved unfinished game, or one set aside earlier under `abandoned/`
    /// (`ludo resume --list` shows those, `ludo resume --game ID` continues one).
    Resume(play::ResumeCmdArgs),
    /// Plays the lesson ("learn on the board"): a short scripted game with a tip for
    /// each step, saved apart from your game.
    Learn(play::ResumeArgs),
    /// Steps through a saved or finished game move by move.
    Replay(replay::Args),
    /// Reviews a saved or finished game: win chances and a verdict for every move of a person.
    Review(review::Args),
    /// Lists, adds, renames, deletes and merges player profiles.
    Profiles(records::ProfilesArgs),
    /// Lists the finished games kept in the records (replay one with `ludo replay --game ID`,
    /// check its dice with `ludo verify --game ID`).
    History(records::HistoryArgs),
    /// Shows a profile's games, places, win rate, captures, dice and rating.
    Stats(records::StatsArgs),
    /// Recomputes every roll of a finished game from its revealed dice secret and checks the commitment.
    Verify(verify::Args),
}

fn main() -> ExitCode {
    // `ludo ... | head` ends quietly (before parsing: `--help` prints too).
    pipe::end_quietly_on_closed_pipe();
    pipe::report_failed_output();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // `--help` and `--version` go to standard output: a failed write there
        // (a full disk) is status 1 as for every other command (clap's own exit
        // ignores it and says 0).
        Err(e) if !e.use_stderr() => {
            use std::io::Write as _;
            let printed = pipe::output_open()
                .and_then(|()| e.print())
                .and_then(|_| std::io::stdout().flush());
            return pipe::output_status(printed);
        }
        Err(e) => e.exit(),
    };
    // Standard output closed (`ludo review FILE >&-`): whatever a command prints is
    // lost, so it fails at once as a failed write does, status 1 and one line.
    if let Err(e) = pipe::output_open() {
        return pipe::output_status(Err(e));
    }
    match cli.command {
        Command::Analyze(args) => analyze::run(args),
        Command::Simulate(args) => simulate::run(*args),
        Command::Play(args) => play::run(args),
        Command::Resume(args) => play::run_resume(args),
        Command::Learn(args) => play::run_learn(args),
        Command::Replay(args) => replay::run(args),
        Command::Review(args) => review::run(args),
        Command::Profiles(args) => records::run_profiles(args),
        Command::History(args) => records::run_history(args),
        Command::Stats(args) => records::run_stats(args),
        Command::Verify(args) => verify::run(args),
    }
}
