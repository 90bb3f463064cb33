//! Subcommands. Each lives in its own module and only formats what the libraries return.

/// `print!`/`println!` that end quietly when stdout is closed (`xlane avail | head`) instead
/// of panicking.
macro_rules! out {
    ($($t:tt)*) => { $crate::cmd::emit(&format!($($t)*)) };
}
macro_rules! outln {
    ($($t:tt)*) => { $crate::cmd::emit(&format!("{}\n", format_args!($($t)*))) };
}

/// Write to stdout, ignoring a closed pipe.
pub fn emit(text: &str) {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

pub mod avail;
mod avail_matrix;
pub mod codec;
mod conform;
pub mod eval;
pub mod explain;
mod gallery;
pub mod listing;
mod lower;
pub mod run;
mod serve;
pub mod synth;
pub mod targets;
pub mod watch;

use clap::{Parser, Subcommand};

/// `--target`'s values for shell completions (every processor of the targets table); any
/// text parses, so an unknown name gets xlane's own diagnostic with its suggestions.
#[derive(Clone)]
pub struct TargetName;

impl clap::builder::TypedValueParser for TargetName {
    type Value = String;
    fn parse_ref(&self, _cmd: &clap::Command, _arg: Option<&clap::Arg>, value: &std::ffi::OsStr) -> std::result::Result<String, clap::Error> {
        Ok(value.to_string_lossy().into_owned())
    }
    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(xlane_core::target::all().map(|t| clap::builder::PossibleValue::new(t.name))))
    }
}

#[derive(Parser)]
#[command(name = "xlane", version, about = "The exact, executable model of GPU cross-lane builtins")]
pub struct Cli {
    /// Print machine-readable JSON instead of text.
    #[arg(long, global = true)]
    pub json: bool,
    #[command(subcommand)]
    pub cmd: Cmd,
}

#[derive(Subcommand)]
pub enum Cmd {
    /// Run conformance vector files (.jsonl or .jsonl.gz).
    #[command(after_help = "Example:\n  xlane conform vectors/*/*.jsonl.gz")]
    Conform(conform::Args),
    /// Evaluate a C-like snippet on one wave and print every variable per lane.
    #[command(after_help = "Example:\n  xlane eval --target gfx942 'int v = lane * 10; int r = __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);'")]
    Eval(eval::Args),
    /// Show where each lane's value comes from in one call, and why.
    #[command(after_help = "Example:\n  xlane explain --target sm_90 '__shfl_down_sync(0xffffffff, v, 3, 16)'")]
    Explain(explain::Args),
    /// The availability matrix (builtin × processor × wave size), or one builtin in full.
    #[command(after_help = "Example:\n  xlane avail __builtin_amdgcn_permlane64")]
    Avail(avail::Args),
    /// Every processor with its family, wave sizes and features.
    #[command(after_help = "Example:\n  xlane targets")]
    Targets(targets::Args),
    /// DPP16 controls: `xlane dpp encode 'row_shr:3'`, `xlane dpp decode 0xb1`.
    #[command(after_help = "Example:\n  xlane dpp encode 'row_newbcast:3' --target gfx942")]
    Dpp(codec::Args),
    /// mov_dpp8 selectors: `xlane dpp8 encode '[7,6,5,4,3,2,1,0]'`.
    #[command(after_help = "Example:\n  xlane dpp8 decode 0x0")]
    Dpp8(codec::Args),
    /// ds_swizzle offsets: `xlane swizzle decode 0x41f`.
    #[command(after_help = "Example:\n  xlane swizzle decode 0x41f")]
    Swizzle(codec::Args),
    /// permlane16 selector pairs: `xlane permlane decode 0x87654321 0x0fedcba9`.
    #[command(after_help = "Example:\n  xlane permlane decode 0x87654321 0x0fedcba9")]
    Permlane(codec::Args),
    /// Regenerate the lane-diagram gallery (docs/gallery/*.svg and docs/gallery.md).
    #[command(after_help = "Example:\n  xlane gallery")]
    Gallery(gallery::Args),
    /// Run a kernel on the CPU from a launch spec (docs/launch.md).
    #[command(after_help = "Example:\n  xlane run tests/kernels/dpp_scan/dpp_scan.gfx942.spec.json
  xlane run k.hip --target gfx942 --kernel wave_sum --block 64 --args '[{\"buffer\": \"i32\", \"len\": 64, \"fill\": \"iota\"}, {\"buffer\": \"i32\", \"len\": 64}]' -- -DSPAN=64")]
    Run(Box<run::Args>),
    /// Print the LLVM IR a call lowers to (as clang-22 emits it), and its AMDGPU assembly or PTX (llc-22's, where installed).
    #[command(after_help = "Example:\n  xlane lower --target sm_90 --emit ptx '__shfl_xor_sync(0xffffffff, v, 1, 32)'")]
    Lower(lower::Args),
    /// The cheapest proven cross-lane sequence for a permutation, reduction or scan (docs/synth.md).
    #[command(after_help = "Example:\n  xlane synth --target gfx942 'reduce add'")]
    Synth(synth::Args),
    /// A local web playground: eval, explain, lower and synth in the browser, and a JSON API.
    #[command(after_help = "Example:\n  xlane serve --port 0")]
    Serve(serve::Args),
    /// Print a shell completion script: `xlane completions bash > /etc/bash_completion.d/xlane`.
    Completions {
        /// bash, zsh, fish, elvish or powershell.
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff): `xlane man > xlane.1; man ./xlane.1`; `xlane man eval` the
    /// page of one subcommand (`xlane-eval(1)`, which the main page refers to).
    Man {
        /// A subcommand (eval, run, synth, …); none: the main page.
        subcommand: Option<String>,
    },
}

pub fn run() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => return usage_error(e),
    };
    let r = match &cli.cmd {
        Cmd::Conform(a) => conform::run(a, cli.json),
        Cmd::Eval(a) => eval::run(a, cli.json),
        Cmd::Explain(a) => explain::run(a, cli.json),
        Cmd::Avail(a) => avail::run(a, cli.json),
        Cmd::Targets(a) => targets::run(a, cli.json),
        Cmd::Dpp(a) => codec::run(codec::Codec::Dpp, a, cli.json),
        Cmd::Dpp8(a) => codec::run(codec::Codec::Dpp8, a, cli.json),
        Cmd::Swizzle(a) => codec::run(codec::Codec::Swizzle, a, cli.json),
        Cmd::Permlane(a) => codec::run(codec::Codec::Permlane, a, cli.json),
        Cmd::Gallery(a) => gallery::run(a, cli.json),
        Cmd::Run(a) => run::run(a, cli.json),
        Cmd::Lower(a) => lower::run(a, cli.json),
        Cmd::Synth(a) => synth::run(a, cli.json),
        Cmd::Serve(a) => serve::run(a, cli.json),
        Cmd::Completions { shell } => {
            use clap::CommandFactory;
            let mut buf = vec![];
            clap_complete::generate(*shell, &mut Cli::command(), "xlane", &mut buf);
            emit(&String::from_utf8_lossy(&buf));
            Ok(0)
        }
        Cmd::Man { subcommand } => {
            use clap::CommandFactory;
            let mut buf = vec![];
            let mut cli = Cli::command();
            // built: clap's own `help` subcommand, which the main page lists too, is added
            cli.build();
            let page = match subcommand {
                None => Ok(cli),
                Some(name) => match cli.find_subcommand(name) {
                    // the page is rendered once per process: its name may live as long
                    Some(c) => Ok(c.clone().name(&*Box::leak(format!("xlane-{name}").into_boxed_str()))),
                    None => Err(xlane_core::Diag::new(xlane_core::DiagKind::Malformed, format!("`xlane man {name}`: no such subcommand"))
                        .with_help(format!("one of: {}", cli.get_subcommands().map(|c| c.get_name().to_string()).collect::<Vec<_>>().join(", ")))),
                },
            };
            match page.and_then(|page| {
                clap_mangen::Man::new(page)
                    .render(&mut buf)
                    .map_err(|e| xlane_core::Diag::new(xlane_core::DiagKind::Unsupported, format!("cannot render the man page: {e}")))
            }) {
                Ok(()) => {
                    emit(&String::from_utf8_lossy(&buf));
                    Ok(0)
                }
                Err(e) => Err(e),
            }
        }
    };
    match r {
        Ok(code) => code,
        Err(d) => {
            if cli.json {
                println!("{}", diag_json(&d));
            } else {
                eprintln!("{d}");
            }
            2
        }
    }
}

/// `{"error": {kind, message, help}}`, with `at` (input, line, column, width, text) and `arg`
/// (0-based) when the diagnostic has them.
pub fn diag_json(d: &xlane_core::Diag) -> serde_json::Value {
    let mut e = serde_json::json!({"kind": d.kind.as_str(), "message": d.message, "help": d.help});
    if let Some(l) = &d.loc {
        e["at"] = serde_json::json!({"input": l.input, "line": l.line, "column": l.col, "width": l.width, "text": l.text});
    }
    if let Some(i) = d.arg {
        e["arg"] = i.into();
    }
    serde_json::json!({ "error": e })
}

/// A command line clap refuses: under `--json`, the same JSON error object as every other
/// refusal (kind `usage`, [`usage_json`]). Otherwise clap's own text. `--help`/`--version`
/// print as usual.
fn usage_error(e: clap::Error) -> i32 {
    use clap::error::ErrorKind;
    // args_os: an argument that is not UTF-8 is clap's `InvalidUtf8` refusal, reported below
    // (`std::env::args` would panic on it)
    let json = std::env::args_os().skip(1).take_while(|a| a != "--").any(|a| a == "--json");
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        e.exit();
    }
    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        // `xlane` or `xlane dpp` alone: the help, then the refusal as every other one
        let (message, help) = ("no subcommand given", "name one of the commands the help lists; see `--help`");
        if json {
            // the fields of `usage_json`'s object, with nothing to name
            let err = serde_json::json!({"kind": "usage", "message": message, "help": help, "argument": null, "value": null,
                "usage": null, "missing": [], "valid": [], "suggestions": []});
            println!("{}", serde_json::json!({ "error": err }));
        } else {
            eprint!("{}", e.render());
            eprintln!("error[usage]: {message}\n  help: {help}");
        }
        return 2;
    }
    if json {
        println!("{}", usage_json(&e));
    } else {
        eprint!("{}", usage_text(&e));
    }
    2
}

/// A refused command line in the diagnostic style of every other refusal:
/// `error[usage]: what`, then `help:` with the fix and the usage line.
pub fn usage_text(e: &clap::Error) -> String {
    let j = usage_json(e);
    let err = &j["error"];
    let mut s = format!("error[usage]: {}\n", err["message"].as_str().unwrap_or(""));
    s.push_str(&format!("  help: {}\n", err["help"].as_str().unwrap_or("")));
    if let Some(u) = err["usage"].as_str() {
        if !err["help"].as_str().unwrap_or("").contains(u) {
            s.push_str(&format!("  usage: {u}\n"));
        }
    }
    s
}

/// The JSON error object of a command line clap refuses: kind `usage`, with what clap knows
/// as fields (docs/json.md): `argument` (the offending argument), `value`, `missing`
/// (required arguments not given), `valid` (accepted values), `suggestions`, `usage`.
pub fn usage_json(e: &clap::Error) -> serde_json::Value {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let strings = |k: ContextKind| -> Vec<String> {
        match e.get(k) {
            Some(ContextValue::String(s)) => vec![s.clone()],
            Some(ContextValue::Strings(v)) => v.clone(),
            Some(ContextValue::StyledStr(s)) => vec![s.to_string()],
            Some(ContextValue::StyledStrs(v)) => v.iter().map(|s| s.to_string()).collect(),
            Some(ContextValue::Number(n)) => vec![n.to_string()],
            _ => vec![],
        }
    };
    let one = |k: ContextKind| strings(k).into_iter().next();
    let missing = strings(ContextKind::InvalidArg);
    let argument = match e.kind() {
        ErrorKind::MissingRequiredArgument => None,
        ErrorKind::InvalidSubcommand => one(ContextKind::InvalidSubcommand),
        _ => one(ContextKind::InvalidArg),
    };
    let usage = one(ContextKind::Usage).map(|u| u.trim_start_matches("Usage:").trim().to_string());
    let suggestions: Vec<String> = [ContextKind::SuggestedArg, ContextKind::SuggestedSubcommand, ContextKind::SuggestedValue].into_iter().flat_map(strings).collect();
    // `--target` takes any name (xlane's own diagnostic suggests); its values are listed for
    // shell completions only (`xlane targets` lists them).
    let valid = if argument.as_deref().is_some_and(|a| a.starts_with("--target")) { vec![] } else { strings(ContextKind::ValidValue) };
    let text = e.to_string();
    // clap's first paragraph (for a missing argument it lists them on the next lines)
    let mut message = text.lines().next().unwrap_or("").trim_start_matches("error: ").to_string();
    if e.kind() == ErrorKind::MissingRequiredArgument && !missing.is_empty() {
        message = format!("{} {}", message.trim_end_matches(':'), missing.join(", "));
    }
    let help = if !suggestions.is_empty() {
        format!("similar: {}; see `--help`", suggestions.join(", "))
    } else if !valid.is_empty() {
        format!("possible values: {}", valid.join(", "))
    } else if e.kind() == ErrorKind::InvalidValue && argument.is_some() {
        format!("give `{}` a value; see `--help`", argument.as_deref().unwrap_or(""))
    } else if let Some(u) = &usage {
        format!("usage: {u}; see `--help`")
    } else {
        "see `xlane --help`".into()
    };
    serde_json::json!({"error": {
        "kind": "usage",
        "message": message,
        "help": help,
        "argument": argument,
        "value": one(ContextKind::InvalidValue),
        "missing": missing_list(e.kind() == ErrorKind::MissingRequiredArgument, missing),
        "valid": valid,
        "suggestions": suggestions,
        "usage": usage,
    }})
}

fn missing_list(is_missing: bool, args: Vec<String>) -> Vec<String> {
    if is_missing {
        args
    } else {
        vec![]
    }
}
