//! `ludo-lab`: the research tools of the CPU players (`docs/ai.md`), apart from the
//! product's `ludo` binary: `train-td` (TD(λ) training of the expert's learned
//! evaluation), `tune` (coordinate ascent on the evaluation weights), `audit` (the
//! decisions of a seeded series rolled out move by move). They were `ludo simulate
//! --train-td`, `--tune` and `--audit`, with the same options and outputs.
//!
//! Exit status 0 on success, 2 for bad arguments or files, 1 when a file cannot be
//! read or written, 130 after Ctrl-C (`audit`).

mod audit_run;

use clap::{Parser, Subcommand};
use ludo_core::ai::learn::{FEATURES, MAX_HIDDEN, Model, set_candidate};
use ludo_core::ai::master::MASTER_ROLLOUTS;
use ludo_core::ai::series::seating;
use ludo_core::ai::{Budget, DEFAULT_NODES, Level, Weights};
use ludo_core::rules::{Preset, Rules, Variant};
use ludo_lab::audit::AuditOptions;
use ludo_lab::learn_td::{TdConfig, TdFeatures, TdPolicy, train_averaged};
use ludo_lab::model_file::{HIDDEN, to_json};
use ludo_lab::tune::{TuneConfig, coordinate_ascent};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Research tools for the Ludo CPU players (not part of the game).
#[derive(Parser)]
#[command(name = "ludo-lab", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Trains the expert's learned evaluation by TD(λ) on self-play games and writes
    /// the model file (`docs/ai.md`, "The learned evaluation").
    TrainTd(Box<TrainTd>),
    /// Tunes the evaluation weights of the first seat's level (hard or expert) by
    /// coordinate ascent and prints them as JSON (`docs/ai.md`, "Tuning").
    Tune(Tune),
    /// Audits the decisions of some specs of a seeded series: every distinct move
    /// rolled out on two independent sets of dice, one JSON line per decision, a
    /// summary printed (`docs/ai.md`, "where the expert loses").
    Audit(Audit),
}

/// What every tool plays: the seats, the games, the rules.
#[derive(clap::Args)]
struct Series {
    /// Comma-separated levels, one per seat, 2–4 of: random, easy, medium, hard,
    /// expert, master.
    #[arg(long, value_parser = levels, default_value = "expert,random,random,random")]
    players: Levels,
    /// Number of games (per probe with `tune`).
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    games: u64,
    /// Seed of the whole run (dice and CPU generators of every game derive from it).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// House rules: a JSON file holding a `rules` object, or one with a `rules` key
    /// (a position-format file, a save).
    #[arg(long, conflicts_with = "preset")]
    rules: Option<PathBuf>,
    /// House rules by preset name instead.
    #[arg(long, value_enum, ignore_case = true)]
    preset: Option<Preset>,
}

/// `ludo-lab train-td`.
#[derive(clap::Args)]
struct TrainTd {
    /// The model file to write (through a temporary file renamed into place).
    #[arg(value_name = "OUT.json")]
    out: PathBuf,
    #[command(flatten)]
    series: Series,
    /// λ of the λ-return (0 to 1).
    #[arg(long, default_value_t = TdConfig::default().lambda)]
    td_lambda: f32,
    /// Learning rate of the first game (falls linearly to a tenth).
    #[arg(long, default_value_t = TdConfig::default().alpha)]
    td_alpha: f32,
    /// The training games are played by one-ply greedy players on the model being
    /// trained instead of `hard`.
    #[arg(long)]
    td_greedy: bool,
    /// One seat (a different one each game) plays greedily on the model being
    /// trained, the others play `hard`.
    #[arg(long, conflicts_with = "td_greedy")]
    td_one_greedy: bool,
    /// One seat (a different one each game) plays the expert's search with the
    /// model being trained as its leaves, the others play `hard`.
    #[arg(long, conflicts_with_all = ["td_greedy", "td_one_greedy"])]
    td_one_expert: bool,
    /// With --td-greedy or --td-one-greedy: chance that a greedy seat plays a
    /// random move instead (0 to 1).
    #[arg(long, default_value_t = 0.0)]
    td_epsilon: f32,
    /// Add a small hidden layer (16 units) to the linear model and train it too.
    #[arg(long)]
    td_hidden: bool,
    /// With --td-hidden: the layer's width (1 to 64 units).
    #[arg(long, default_value_t = HIDDEN, requires = "td_hidden",
          value_parser = clap::builder::TypedValueParser::map(
              clap::value_parser!(u16).range(1..=MAX_HIDDEN as i64), usize::from))]
    td_hidden_units: usize,
    /// With --td-hidden: the layer also reads the raw board (every opponent token's
    /// square counted from the colour's start, TD-Gammon style).
    #[arg(long, requires = "td_hidden")]
    td_raw: bool,
    /// The progress histogram keeps its start weights (zero).
    #[arg(long)]
    td_no_histogram: bool,
    /// Train this many runs (seeds --seed, --seed + 1, …) and write the average of
    /// their weights.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    td_seeds: u64,
    /// These weights keep their start value, as index ranges (`121-126,133`).
    #[arg(long, value_name = "RANGES")]
    td_freeze: Option<String>,
    /// Start from this model file instead of the hand-made start.
    #[arg(long, value_name = "MODEL.json")]
    td_start: Option<PathBuf>,
}

/// `ludo-lab tune`.
#[derive(clap::Args)]
struct Tune {
    /// Coordinate-ascent rounds (each tries every weight up and down).
    #[arg(value_name = "ROUNDS")]
    rounds: u32,
    #[command(flatten)]
    series: Series,
    /// The other seats keep the second seat's level with its default weights
    /// (tuning against a fixed opponent) instead of self-play; the start is
    /// --weights, else the first seat's level's defaults.
    #[arg(long)]
    tune_fixed: bool,
    /// The start weights (a JSON object, as this command prints).
    #[arg(long)]
    weights: Option<PathBuf>,
    /// The expert's leaves use this learned model instead of the checked-in one.
    #[arg(long, value_name = "MODEL.json")]
    expert_model: Option<PathBuf>,
}

/// `ludo-lab audit`.
#[derive(clap::Args)]
struct Audit {
    /// The file of decisions to write, one JSON line each.
    #[arg(value_name = "OUT.jsonl")]
    out: PathBuf,
    #[command(flatten)]
    series: Series,
    /// Node budget of each expert decision.
    #[arg(long, default_value_t = DEFAULT_NODES)]
    nodes: u64,
    /// Rollouts of each master decision (`docs/ai.md`, "master").
    #[arg(long, default_value_t = MASTER_ROLLOUTS)]
    rollouts: u32,
    /// Evaluation weights for the first seat's player (hard or expert).
    #[arg(long)]
    weights: Option<PathBuf>,
    /// The expert's leaves use this learned model instead of the checked-in one.
    #[arg(long, value_name = "MODEL.json")]
    expert_model: Option<PathBuf>,
    /// Rollouts per distinct move in each set.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..))]
    audit_rollouts: u32,
    /// The specs audited, by their index in --players (from 0).
    #[arg(long, value_delimiter = ',', default_value = "0")]
    audit_specs: Vec<usize>,
    /// Audit one decision in this many (a hash picks them), the summary's per-game
    /// losses scaled back up.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    audit_every: u32,
    /// Audit only decisions where the move played leads elsewhere than `hard`'s move.
    #[arg(long)]
    audit_not_hard: bool,
    /// Seed of the rollout dice.
    #[arg(long, default_value_t = 1)]
    audit_seed: u64,
}

/// The levels of `--players` (an alias: clap would split a `Vec` field itself).
type Levels = Vec<Level>;

/// `--players`: 2 to 4 level names, comma-separated.
fn levels(s: &str) -> Result<Levels, String> {
    let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    let levels = s
        .split(',')
        .map(|e| {
            Level::parse(e.trim()).ok_or_else(|| {
                format!(
                    "{:?} is not a level; use {} (one per seat)",
                    e,
                    names.join(", ")
                )
            })
        })
        .collect::<Result<Levels, String>>()?;
    if !(2..=4).contains(&levels.len()) {
        return Err("--players needs 2 to 4 levels".into());
    }
    Ok(levels)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::TrainTd(args) => train_td(&args),
        Command::Tune(args) => tune(&args),
        Command::Audit(args) => audit(&args),
    }
}

/// Prints `ludo-lab TOOL: msg` and gives status `code`.
fn fail(tool: &str, msg: &str, code: u8) -> ExitCode {
    eprintln!("ludo-lab {tool}: {msg}");
    ExitCode::from(code)
}

/// A file's text, read up to the limit of every input of the game.
///
/// Errors: the message to print and its status (1).
fn read(path: &Path) -> Result<String, (String, u8)> {
    ludo_core::store::read_capped(path)
        .and_then(|b| String::from_utf8(b).map_err(|_| std::io::Error::other("not UTF-8 text")))
        .map_err(|e| (format!("cannot read {}: {e}", path.display()), 1))
}

/// The board of the series: its rules and seat count.
///
/// Errors: the message to print and its status.
fn variant(s: &Series) -> Result<Variant, (String, u8)> {
    let rules = match (&s.rules, s.preset) {
        (Some(path), _) => {
            let text = read(path)?;
            let bad = |e: String| (format!("{}: not a rules object: {e}", path.display()), 2);
            let value: serde_json::Value =
                serde_json::from_str(&text).map_err(|e| bad(e.to_string()))?;
            // A position-format file or a save holds its rules under `rules`.
            let rules = value.get("rules").cloned().unwrap_or(value);
            if !rules.is_object() {
                return Err(bad("want a JSON object".into()));
            }
            serde_json::from_value::<Rules>(rules).map_err(|e| bad(e.to_string()))?
        }
        (None, Some(preset)) => preset.rules(),
        (None, None) => Rules::default(),
    };
    Variant::new(rules, seating(s.players.len())).map_err(|e| (e.to_string(), 2))
}

/// A model file, read and validated.
///
/// Errors: the message to print and its status (1 unreadable, 2 not a model).
fn model(path: &Path) -> Result<Model, (String, u8)> {
    Model::from_json(&read(path)?).map_err(|e| (format!("{}: {e}", path.display()), 2))
}

/// Evaluation weights from a JSON file.
///
/// Errors: the message to print and its status.
fn weights(path: &Path) -> Result<Weights, (String, u8)> {
    serde_json::from_str(&read(path)?)
        .map_err(|e| (format!("bad weights in {}: {e}", path.display()), 2))
}

/// Makes `path`'s model the expert's for this process (before any game).
///
/// Errors: as [`model`].
fn candidate(path: Option<&PathBuf>) -> Result<(), (String, u8)> {
    if let Some(path) = path {
        // Set once per process, before any game: the first candidate stays.
        let _ = set_candidate(model(path)?);
    }
    Ok(())
}

/// `ludo-lab train-td OUT.json`: trains the learned evaluation and writes it to
/// OUT.json (through a temporary file renamed into place, so a failed run leaves
/// an existing file as it was).
fn train_td(args: &TrainTd) -> ExitCode {
    let fail = |msg: &str, code| fail("train-td", msg, code);
    if !(0.0..=1.0).contains(&args.td_lambda) {
        return fail("--td-lambda must be between 0 and 1", 2);
    }
    if !(args.td_alpha > 0.0 && args.td_alpha.is_finite()) {
        return fail("--td-alpha must be a positive number", 2);
    }
    if !(0.0..=1.0).contains(&args.td_epsilon) {
        return fail("--td-epsilon must be between 0 and 1", 2);
    }
    let mut frozen = [false; FEATURES];
    for part in args.td_freeze.iter().flat_map(|r| r.split(',')) {
        let (a, b) = part.split_once('-').unwrap_or((part, part));
        match (a.trim().parse::<usize>(), b.trim().parse::<usize>()) {
            (Ok(a), Ok(b)) if a <= b && b < FEATURES => frozen[a..=b].fill(true),
            _ => {
                let max = FEATURES - 1;
                let msg = format!("--td-freeze: {part:?} is not a range of weights 0-{max}");
                return fail(&msg, 2);
            }
        }
    }
    let (v, start) = match variant(&args.series).and_then(|v| {
        let start = args.td_start.as_deref().map(model).transpose()?;
        Ok((v, start))
    }) {
        Ok(found) => found,
        Err((msg, code)) => return fail(&msg, code),
    };
    let cfg = TdConfig {
        frozen,
        epsilon: args.td_epsilon,
        hidden: args.td_hidden,
        hidden_units: args.td_hidden_units,
        hidden_raw: args.td_raw,
        games: args.series.games,
        seed: args.series.seed,
        lambda: args.td_lambda,
        alpha: args.td_alpha,
        alpha_end: args.td_alpha / 10.0,
        policy: if args.td_greedy {
            TdPolicy::Greedy
        } else if args.td_one_greedy {
            TdPolicy::OneGreedy
        } else if args.td_one_expert {
            TdPolicy::OneExpert
        } else {
            TdPolicy::Hard
        },
        learn: if args.td_no_histogram {
            TdFeatures::NoHistogram
        } else {
            TdFeatures::All
        },
    };
    // Checked before the training (minutes for the documented runs), which a typo
    // in OUT.json threw away at the end.
    if let Err(e) = check_writable(&args.out) {
        return fail(&format!("cannot write {}: {e}", args.out.display()), 1);
    }
    let model = train_averaged(&v, &cfg, args.td_seeds, start, &mut |line| {
        eprintln!("{line}")
    });
    let tmp = args.out.with_extension("json.tmp");
    let written = std::fs::write(&tmp, to_json(&model) + "\n")
        .and_then(|()| std::fs::rename(&tmp, &args.out));
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            fail(&format!("cannot write {}: {e}", args.out.display()), 1)
        }
    }
}

/// Whether the model file can be written to `out`: not a directory, and its
/// temporary file can be made beside it (made and removed again; one left by an
/// earlier run stays as it was, the write replaces it).
///
/// Errors: why it cannot.
fn check_writable(out: &Path) -> std::io::Result<()> {
    if out.is_dir() {
        return Err(std::io::Error::other("it is a directory"));
    }
    let tmp = out.with_extension("json.tmp");
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
    {
        Ok(_) => std::fs::remove_file(&tmp),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(e),
    }
}

/// `ludo-lab tune ROUNDS`: tunes the first seat's weights and prints them.
fn tune(args: &Tune) -> ExitCode {
    let fail = |msg: &str, code| fail("tune", msg, code);
    let levels = &args.series.players;
    let (level, opponent) = (levels[0], levels[1]);
    if !matches!(level, Level::Hard | Level::Expert) {
        return fail(
            "tunes the first seat's level, which must be hard or expert",
            2,
        );
    }
    let found = variant(&args.series).and_then(|v| {
        candidate(args.expert_model.as_ref())?;
        Ok((v, args.weights.as_deref().map(weights).transpose()?))
    });
    let (v, start) = match found {
        Ok(found) => found,
        Err((msg, code)) => return fail(&msg, code),
    };
    let cfg = TuneConfig {
        level,
        rounds: args.rounds,
        games: args.series.games,
        players: v.seats().len(),
        seed: args.series.seed,
        opponent: args.tune_fixed.then_some(opponent),
        ..TuneConfig::default()
    };
    let default = match (args.tune_fixed, level) {
        (false, _) => Weights::HAND,
        (true, Level::Expert) => Weights::EXPERT,
        (true, _) => Weights::TUNED,
    };
    let w = coordinate_ascent(&v, start.unwrap_or(default), &cfg, &mut |line| {
        eprintln!("{line}")
    });
    match serde_json::to_string(&w) {
        Ok(s) => {
            println!("{s}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e.to_string(), 1),
    }
}

/// `ludo-lab audit OUT.jsonl`: plays the series and audits the chosen specs.
fn audit(args: &Audit) -> ExitCode {
    let fail = |msg: &str, code| fail("audit", msg, code);
    let levels = &args.series.players;
    let found = variant(&args.series).and_then(|v| {
        candidate(args.expert_model.as_ref())?;
        Ok((v, args.weights.as_deref().map(weights).transpose()?))
    });
    let (v, first_weights) = match found {
        Ok(found) => found,
        Err((msg, code)) => return fail(&msg, code),
    };
    // Weights go to the first seat only, and only to a level that reads them.
    let specs: Vec<(Level, Option<Weights>)> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| {
            let reads = i == 0 && matches!(l, Level::Hard | Level::Expert);
            (l, first_weights.filter(|_| reads))
        })
        .collect();
    let mut mask = 0u8;
    for &k in &args.audit_specs {
        if k >= specs.len() {
            let last = specs.len() - 1;
            return fail(
                &format!("--audit-specs: {k} is not a spec index (0 to {last})"),
                2,
            );
        }
        mask |= 1 << k;
    }
    let opts = AuditOptions {
        rollouts: args.audit_rollouts,
        seed: args.audit_seed,
        specs: mask,
        every: args.audit_every,
        not_hard: args.audit_not_hard,
    };
    let series = audit_run::Series {
        seed: args.series.seed,
        games: args.series.games,
        budget: Budget::nodes(args.nodes).with_rollouts(args.rollouts),
    };
    audit_run::run(&v, &specs, &args.out, &opts, &series)
}

/// Ctrl-C (SIGINT) in `audit`: the first press asks the work to stop after the game
/// in progress, so that the summary so far is printed (status 130); a second one
/// ends the process at once with status 130.
mod interrupt {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    /// Registers the Ctrl-C handling above and returns the flag the first press sets.
    pub fn flag() -> Arc<AtomicBool> {
        let flag = Arc::new(AtomicBool::new(false));
        #[cfg(unix)]
        {
            use signal_hook::consts::SIGINT;
            // Registered first, so it sees the flag before the second handler sets
            // it: only a press after the first one ends the process.
            let _ = signal_hook::flag::register_conditional_shutdown(SIGINT, 130, flag.clone());
            let _ = signal_hook::flag::register(SIGINT, flag.clone());
        }
        flag
    }
}
