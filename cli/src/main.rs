//! `ludo`: the terminal shell of the Ludo game and its developer tools.
//!
//! Subcommands: `analyze` (position format, `docs/position-format.md`).

mod analyze;
mod simulate;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Ludo in the terminal, and tools for the rules engine and the CPU players.
#[derive(Parser)]
#[command(name = "ludo", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Reads a position (and steps) in the position format, prints legal moves and the result as JSON.
    Analyze(analyze::Args),
    /// Plays CPU-only games and reports each seat's win rate, game speed and decision times.
    Simulate(simulate::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Analyze(args) => analyze::run(args),
        Command::Simulate(args) => simulate::run(args),
    }
}
