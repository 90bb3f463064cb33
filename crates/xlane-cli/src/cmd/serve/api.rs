//! The JSON API. A request body becomes the command line that `xlane --json CMD` would be
//! given, clap parses it exactly as it parses the terminal's, and the CLI's own functions
//! make the document: the API and the CLI cannot answer differently. The text is taken as
//! given: `@FILE` and `-` (read a file, standard input) mean nothing here.

use crate::cmd::{diag_json, eval, explain, listing, lower, synth, usage_json, Cli, Cmd};
use clap::Parser;
use serde_json::Value;
use xlane_core::diag::{Diag, DiagKind};

/// The commands the API runs, by path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Endpoint {
    Eval,
    Explain,
    Lower,
    Synth,
}

impl Endpoint {
    pub const ALL: [Endpoint; 4] = [Endpoint::Eval, Endpoint::Explain, Endpoint::Lower, Endpoint::Synth];

    /// The subcommand, which is also the last part of the path (`/api/eval`).
    pub fn command(self) -> &'static str {
        match self {
            Endpoint::Eval => "eval",
            Endpoint::Explain => "explain",
            Endpoint::Lower => "lower",
            Endpoint::Synth => "synth",
        }
    }

    /// A search may take seconds (its budget); the others answer in milliseconds.
    pub fn is_slow(self) -> bool {
        self == Endpoint::Synth
    }
}

/// Where a body field goes on the command line.
enum Place {
    /// `--flag=VALUE` (the `=` form keeps a value that starts with `-` a value).
    Flag(&'static str),
    /// The one positional argument (the snippet, call or spec), after `--`.
    Text,
}

/// One field a body may carry.
struct Field {
    name: &'static str,
    place: Place,
    /// The endpoints that use it; the others ignore it (a client may send one shape to all).
    used_by: &'static [Endpoint],
}

use Endpoint::{Eval, Explain, Lower, Synth};

/// Every field of every endpoint, and the CLI argument it is.
const FIELDS: &[Field] = &[
    Field { name: "target", place: Place::Flag("--target"), used_by: &[Eval, Explain, Lower, Synth] },
    Field { name: "wave", place: Place::Flag("--wave"), used_by: &[Eval, Explain, Lower, Synth] },
    Field { name: "exec", place: Place::Flag("--exec"), used_by: &[Eval, Explain] },
    Field { name: "policy", place: Place::Flag("--policy"), used_by: &[Eval, Explain] },
    Field { name: "emit", place: Place::Flag("--emit"), used_by: &[Lower] },
    Field { name: "type", place: Place::Flag("--type"), used_by: &[Lower, Synth] },
    Field { name: "width", place: Place::Flag("--width"), used_by: &[Synth] },
    Field { name: "result", place: Place::Flag("--result"), used_by: &[Synth] },
    Field { name: "assoc", place: Place::Flag("--assoc"), used_by: &[Synth] },
    Field { name: "source", place: Place::Text, used_by: &[Eval, Explain, Lower] },
    Field { name: "spec", place: Place::Text, used_by: &[Synth] },
];

/// A refusal: the CLI's JSON error document.
pub type Refusal = Value;

/// Answer one request body: the CLI's `--json` document, or its error document.
pub fn answer(endpoint: Endpoint, body: &[u8]) -> Result<Value, Refusal> {
    let fields = read_body(body)?;
    let argv = command_line(endpoint, &fields)?;
    let cli = Cli::try_parse_from(&argv).map_err(|e| usage_json(&e))?;
    document(&cli.cmd).map_err(|d| diag_json(&d))
}

/// The body: a JSON object of known fields.
fn read_body(body: &[u8]) -> Result<serde_json::Map<String, Value>, Refusal> {
    let help = r#"send a JSON object such as {"source": "int v = lane;", "target": "gfx942"}"#;
    let value: Value = serde_json::from_slice(body).map_err(|e| diag_json(&Diag::malformed(format!("the request body is not JSON: {e}")).with_help(help)))?;
    let Value::Object(fields) = value else {
        return Err(diag_json(&Diag::malformed("the request body is not a JSON object").with_help(help)));
    };
    if let Some(unknown) = fields.keys().find(|k| !FIELDS.iter().any(|f| f.name == k.as_str())) {
        let known: Vec<&str> = FIELDS.iter().map(|f| f.name).collect();
        return Err(diag_json(&Diag::malformed(format!("the request has a field `{unknown}` no endpoint takes")).with_help(format!("the fields are: {}", known.join(", ")))));
    }
    Ok(fields)
}

/// `xlane --json CMD --flag=VALUE … -- TEXT` for the fields `endpoint` uses. A field that is
/// absent or `null`, or an option that is empty, is left out, as an option not given.
fn command_line(endpoint: Endpoint, fields: &serde_json::Map<String, Value>) -> Result<Vec<String>, Refusal> {
    let mut argv: Vec<String> = vec!["xlane".into(), "--json".into(), endpoint.command().into()];
    let mut text = None;
    for f in FIELDS.iter().filter(|f| f.used_by.contains(&endpoint)) {
        let Some(value) = fields.get(f.name).map(|v| scalar(f.name, v)).transpose()?.flatten() else { continue };
        match f.place {
            // An empty form field is an option not given.
            Place::Flag(_) if value.trim().is_empty() => {}
            Place::Flag(flag) => argv.push(format!("{flag}={value}")),
            Place::Text => text = Some(value),
        }
    }
    // synth reads its spec from the page's one text area too.
    if endpoint == Synth && text.is_none() {
        text = fields.get("source").map(|v| scalar("source", v)).transpose()?.flatten();
    }
    if let Some(t) = text {
        argv.push("--".into());
        argv.push(t);
    }
    Ok(argv)
}

/// A field's value as command-line text: a string as it is, a number as written.
fn scalar(name: &str, v: &Value) -> Result<Option<String>, Refusal> {
    match v {
        Value::Null => Ok(None),
        Value::String(s) => Ok(Some(s.clone())),
        Value::Number(n) => Ok(Some(n.to_string())),
        _ => Err(diag_json(
            &Diag::malformed(format!("the field `{name}` is {v}, not a string or a number"))
                .with_help(r#"write a string ("exec": "0xffff") or a number ("wave": 64), or null to leave it out"#),
        )),
    }
}

/// The document the CLI prints for this command line under `--json` (the API never reads or
/// writes a file: the text is the parsed positional itself).
fn document(cmd: &Cmd) -> xlane_core::diag::Result<Value> {
    match cmd {
        Cmd::Eval(a) => {
            let opts = a.wave.options(false)?;
            let run = crate::snippet::eval(&a.snippet, &opts)?;
            Ok(eval::to_json(&opts, &a.snippet, &run))
        }
        // `/api/explain` is `xlane --json explain --svg`: one call, and its drawing.
        Cmd::Explain(a) => {
            if listing::is_listing(&a.call) {
                return Err(explain::no_listing_diagram());
            }
            let e = explain::explained(&a.wave, &a.call)?;
            let mut doc = explain::to_json(&e);
            doc["svg"] = e.diagram().into();
            Ok(doc)
        }
        Cmd::Lower(a) => lower::to_json(a, &a.call),
        Cmd::Synth(a) => synth::to_json(&xlane_synth::synthesize(&synth::request(a)?)?),
        _ => Err(Diag::new(DiagKind::Internal, "the API built a command line for a command it does not serve")),
    }
}
