//! Runs every rule case in `core/tests/rules/*.json` through [`notation::analyze`].
//!
//! A case file holds one rule area:
//!
//! ```json
//! {"area": "rule 5: sixes",
//!  "cases": [{"name": "...", "rule": "docs/rules.md, "Three sixes"",
//!             "input": { position-format document },
//!             "expect": { expected output, partial }   // or
//!             "error": "substring of the error message"}]}
//! ```
//!
//! `expect` is matched partially: every key of an expected object must be present in
//! the answer with a matching value; arrays must have the same length and match
//! element by element (elements partially again); scalars must be equal. So a case
//! names only what it checks, e.g. `{"steps": [{"moved": null, "next": "red"}]}`.
//! `error` cases must fail with an error whose message contains the substring.

use ludo_core::notation;
use serde::Deserialize;
use serde_json::Value;
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CaseFile {
    area: String,
    cases: Vec<Case>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    name: String,
    rule: String,
    input: Value,
    #[serde(default)]
    expect: Option<Value>,
    #[serde(default)]
    error: Option<String>,
}

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rules")
}

/// Partial match of `actual` against `expected`; pushes one line per difference.
fn check(expected: &Value, actual: &Value, path: &str, diffs: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, ev) in e {
                match a.get(k) {
                    Some(av) => check(ev, av, &format!("{path}.{k}"), diffs),
                    None => diffs.push(format!("{path}.{k}: missing (expected {ev})")),
                }
            }
        }
        (Value::Array(e), Value::Array(a)) => {
            if e.len() != a.len() {
                diffs.push(format!(
                    "{path}: expected {} elements, got {}: {actual}",
                    e.len(),
                    a.len()
                ));
                return;
            }
            for (i, (ev, av)) in e.iter().zip(a).enumerate() {
                check(ev, av, &format!("{path}[{i}]"), diffs);
            }
        }
        (e, a) => {
            if e != a {
                diffs.push(format!("{path}: expected {e}, got {a}"));
            }
        }
    }
}

/// The position of an answer is valid input again (with the same rules) and
/// analysing it without steps gives back the same position and placements.
fn reanalyze(input: &Value, answer: &Value) -> Result<(), String> {
    let mut doc = answer["position"].clone();
    if let Some(rules) = input.get("rules") {
        doc["rules"] = rules.clone();
    }
    let again = notation::analyze(&doc.to_string())
        .map_err(|e| format!("the answer's position is not valid input: {e}"))?;
    let again = serde_json::to_value(&again).map_err(|e| e.to_string())?;
    if again["position"] != answer["position"] || again["placements"] != answer["placements"] {
        return Err(format!(
            "analysing the answer's position again gives {again}, not the same position"
        ));
    }
    Ok(())
}

/// Runs one case; `Err` describes the failure.
fn run_case(case: &Case) -> Result<(), String> {
    if case.name.trim().is_empty() || case.rule.trim().is_empty() {
        return Err("every case needs a name and the rule it checks".into());
    }
    let input = serde_json::to_string(&case.input).map_err(|e| e.to_string())?;
    let result = std::panic::catch_unwind(|| notation::analyze(&input))
        .map_err(|_| "notation::analyze panicked".to_string())?;
    match (&case.expect, &case.error, result) {
        (Some(expect), None, Ok(out)) => {
            let actual = serde_json::to_value(&out).map_err(|e| e.to_string())?;
            let mut diffs = vec![];
            check(expect, &actual, "$", &mut diffs);
            if let Err(e) = reanalyze(&case.input, &actual) {
                diffs.push(e);
            }
            if diffs.is_empty() {
                Ok(())
            } else {
                Err(format!(
                    "{}\n      answer: {actual}",
                    diffs.join("\n      ")
                ))
            }
        }
        (Some(_), None, Err(e)) => Err(format!("expected an answer, got error: {e}")),
        (None, Some(want), Err(e)) => {
            let msg = e.to_string();
            if msg.to_lowercase().contains(&want.to_lowercase()) {
                Ok(())
            } else {
                Err(format!("expected an error containing {want:?}, got: {msg}"))
            }
        }
        (None, Some(want), Ok(out)) => Err(format!(
            "expected an error containing {want:?}, got an answer: {}",
            serde_json::to_string(&out).unwrap_or_default()
        )),
        _ => Err("a case needs exactly one of \"expect\" and \"error\"".into()),
    }
}

fn load_files() -> Vec<(String, CaseFile)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(cases_dir())
        .expect("core/tests/rules exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p).expect("readable case file");
            let file: CaseFile = serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("{name} is not a valid case file: {e}"));
            (name, file)
        })
        .collect()
}

#[test]
fn every_rule_case_passes() {
    let files = load_files();
    assert!(files.len() >= 10, "rule case files are missing");
    let mut failures = vec![];
    let mut names = HashSet::new();
    let mut per_area: BTreeMap<String, usize> = BTreeMap::new();
    let mut total = 0;
    for (file, cf) in &files {
        assert!(!cf.cases.is_empty(), "{file} has no case");
        *per_area.entry(format!("{file} ({})", cf.area)).or_default() += cf.cases.len();
        for case in &cf.cases {
            total += 1;
            if !names.insert(case.name.clone()) {
                failures.push(format!("{file}: duplicate case name {:?}", case.name));
            }
            if let Err(e) = run_case(case) {
                failures.push(format!("{file}: {} [{}]\n      {e}", case.name, case.rule));
            }
        }
    }
    for (area, n) in &per_area {
        println!("{n:4}  {area}");
    }
    println!("{total:4}  rule cases in all");
    assert!(
        failures.is_empty(),
        "{} of {total} rule cases failed:\n  {}",
        failures.len(),
        failures.join("\n  ")
    );
}

#[test]
fn the_partial_matcher_itself_works() {
    let actual: Value = serde_json::json!({"a": [1, {"b": 2, "c": 3}], "d": null});
    let mut d = vec![];
    check(
        &serde_json::json!({"a": [1, {"b": 2}]}),
        &actual,
        "$",
        &mut d,
    );
    assert!(d.is_empty(), "{d:?}");
    for wrong in [
        serde_json::json!({"a": [1]}),
        serde_json::json!({"a": [1, {"b": 3}]}),
        serde_json::json!({"d": 0}),
        serde_json::json!({"e": 1}),
    ] {
        let mut d = vec![];
        check(&wrong, &actual, "$", &mut d);
        assert!(!d.is_empty(), "{wrong} should not match");
    }
}
