//! `xlane dpp|dpp8|swizzle|permlane encode|decode`: the control-word codecs of
//! `xlane_core::codec`, on the command line; and the decoded control line of `explain`.

use xlane_core::codec::{dpp, dpp8, permlane, swizzle};
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::registry::{AmdInsn, Builtin};
use xlane_core::Target;

/// Which control word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Codec {
    /// DPP16 `dpp_ctrl` of `update_dpp`/`mov_dpp`.
    Dpp,
    /// The 24-bit selector of `mov_dpp8`.
    Dpp8,
    /// The 16-bit `ds_swizzle` offset.
    Swizzle,
    /// The `lanesel_lo`/`lanesel_hi` pair of `permlane16`/`permlanex16`.
    Permlane,
}

impl Codec {
    fn name(self) -> &'static str {
        match self {
            Codec::Dpp => "dpp",
            Codec::Dpp8 => "dpp8",
            Codec::Swizzle => "swizzle",
            Codec::Permlane => "permlane",
        }
    }
}

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    pub op: Op,
}

#[derive(clap::Subcommand)]
pub enum Op {
    /// Assembler text → value: `row_shr:3`, `dpp8:[7,6,5,4,3,2,1,0]`, `swizzle(SWAP,1)`,
    /// `[1,2,…,15,0]` (16 permlane selectors).
    Encode {
        text: String,
        /// Also check that the value is legal on this processor (dpp).
        #[arg(long, short = 't')]
        target: Option<String>,
    },
    /// Value → assembler text. permlane takes two values: lanesel_lo lanesel_hi.
    Decode {
        #[arg(required = true, num_args = 1..=2)]
        values: Vec<String>,
        /// Spell and check for this processor (dpp: `row_newbcast` on gfx90a/942/950).
        #[arg(long, short = 't')]
        target: Option<String>,
    },
}

fn number(s: &str) -> Result<u32> {
    let t = s.trim().replace('_', "");
    let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(h) => u32::from_str_radix(h, 16),
        None => t.parse(),
    };
    v.map_err(|_| Diag::new(DiagKind::Malformed, format!("`{s}` is not a 32-bit number")).with_help("write it in hex (0x113) or decimal"))
}

/// The codecs are AMD encodings (DPP, dpp8, ds_swizzle, permlane selectors): an NVIDIA target
/// has none of them.
fn target(name: &Option<String>) -> Result<Option<&'static Target>> {
    let t = name.as_deref().map(xlane_core::target::lookup).transpose()?;
    if let Some(t) = t.filter(|t| !t.is_amd()) {
        return Err(Diag::new(DiagKind::Unavailable, format!("{} is an NVIDIA target; these encodings are AMD instruction fields", t.name))
            .with_help("give an AMD processor (gfx942, gfx1100, …), or leave out --target"));
    }
    Ok(t)
}

pub fn run(codec: Codec, a: &Args, json: bool) -> Result<i32> {
    let w = match &a.op {
        Op::Encode { text, target: t } => {
            let t = target(t)?;
            let value = match codec {
                Codec::Dpp => Word::One(match t {
                    Some(t) => dpp::encode_for(text, t)?,
                    None => dpp::encode(text)?,
                }),
                Codec::Dpp8 => Word::One(dpp8::encode(text)?),
                Codec::Swizzle => Word::One(swizzle::encode(text)?),
                Codec::Permlane => {
                    let (lo, hi) = permlane::encode(text)?;
                    Word::Pair(lo, hi)
                }
            };
            Decoded { op: "encode", value, asm: text.clone(), pattern: None }
        }
        Op::Decode { values, target: t } => {
            let t = target(t)?;
            let nums: Vec<u32> = values.iter().map(|v| number(v)).collect::<Result<_>>()?;
            let want = if codec == Codec::Permlane { 2 } else { 1 };
            if nums.len() != want {
                return Err(Diag::new(DiagKind::Arity, format!("`xlane {} decode` takes {want} value(s), {} given", codec.name(), nums.len())).with_help(if want == 2 {
                    "give lanesel_lo and lanesel_hi, e.g. 0x87654321 0x0fedcba9"
                } else {
                    "give one value, e.g. 0x113"
                }));
            }
            let (asm, pattern) = match (codec, t) {
                (Codec::Dpp, Some(t)) => (dpp::decode_for(nums[0], t)?, Some(dpp::pattern(nums[0], t)?)),
                (Codec::Dpp, None) => (dpp::decode(nums[0])?, None),
                (Codec::Dpp8, _) => (dpp8::decode(nums[0])?, None),
                (Codec::Swizzle, _) => (swizzle::decode(nums[0])?, None),
                (Codec::Permlane, _) => (permlane::decode(nums[0], nums[1])?, None),
            };
            let value = if codec == Codec::Permlane { Word::Pair(nums[0], nums[1]) } else { Word::One(nums[0]) };
            Decoded { op: "decode", value, asm, pattern }
        }
    };
    if json {
        let mut j = serde_json::json!({"codec": codec.name(), "op": w.op, "asm": w.asm, "pattern": w.pattern});
        match w.value {
            Word::One(v) => j["value"] = serde_json::json!(hex(codec, v)),
            Word::Pair(lo, hi) => {
                j["lanesel_lo"] = serde_json::json!(format!("{lo:#010x}"));
                j["lanesel_hi"] = serde_json::json!(format!("{hi:#010x}"));
            }
        }
        outln!("{j}");
    } else if w.op == "encode" {
        match w.value {
            Word::One(v) => outln!("{}", hex(codec, v)),
            Word::Pair(lo, hi) => outln!("{lo:#010x} {hi:#010x}"),
        }
    } else {
        // `dpp decode --target` says what each lane reads, after the spelling
        match (&w.pattern, w.value) {
            (Some(p), Word::One(v)) => outln!("{} ({v:#05x}): {p}", w.asm),
            _ => outln!("{}", w.asm),
        }
    }
    Ok(0)
}

/// A control word, or the permlane pair.
#[derive(Clone, Copy)]
enum Word {
    One(u32),
    Pair(u32, u32),
}

/// One codec answer, in separate fields (the JSON schema of docs/json.md).
struct Decoded {
    op: &'static str,
    value: Word,
    asm: String,
    pattern: Option<String>,
}

/// A control word in hex: dpp8 selectors with all six digits.
fn hex(codec: Codec, v: u32) -> String {
    if codec == Codec::Dpp8 {
        format!("{v:#08x}")
    } else {
        format!("{v:#x}")
    }
}

/// The header line of `explain`: the call's control operands decoded, e.g.
/// `row_shr:1 · row_mask 0xa · bank_mask 0xf · bound_ctrl`. `None` when the call has none.
/// `consts` pairs each parameter name with its value when it is a constant.
pub fn control_line(b: &Builtin, consts: &[(&'static str, Option<u64>)], t: &Target) -> Option<String> {
    let get = |name: &str| consts.iter().find(|(n, _)| *n == name).and_then(|(_, v)| *v);
    let mut parts: Vec<String> = vec![];
    let mut decoded: Vec<&str> = vec![];
    if let Some(c) = get("dpp_ctrl") {
        parts.push(dpp::decode_for(c as u32, t).unwrap_or_else(|_| format!("dpp_ctrl {c:#x}")));
        decoded.push("dpp_ctrl");
        if let Some(m) = get("row_mask") {
            parts.push(format!("row_mask {m:#x}"));
        }
        if let Some(m) = get("bank_mask") {
            parts.push(format!("bank_mask {m:#x}"));
        }
        if let Some(bc) = get("bound_ctrl") {
            parts.push(if bc != 0 { "bound_ctrl".into() } else { "no bound_ctrl".into() });
        }
        decoded.extend(["row_mask", "bank_mask", "bound_ctrl"]);
    } else if b.amd_selection() == Some(AmdInsn::Dpp8) {
        if let Some(s) = get("sel") {
            parts.push(dpp8::decode(s as u32).unwrap_or_else(|_| format!("sel {s:#x}")));
            decoded.push("sel");
        }
    } else if b.amd_selection() == Some(AmdInsn::DsSwizzle) {
        if let Some(p) = get("pattern") {
            parts.push(swizzle::decode(p as u32).unwrap_or_else(|_| format!("offset {p:#x}")));
            decoded.push("pattern");
        }
    } else if let (Some(lo), Some(hi)) = (get("lanesel_lo"), get("lanesel_hi")) {
        if let Ok(sel) = permlane::decode(lo as u32, hi as u32) {
            parts.push(format!("lanesel {sel}"));
            decoded.extend(["lanesel_lo", "lanesel_hi"]);
        }
    }
    // The remaining constant operands (fi, bc, …), as flags or values.
    for p in b.params.iter().filter(|p| p.imm && !decoded.contains(&p.name)) {
        match (get(p.name), b.resolve(p.ty, None)) {
            (Some(v), xlane_core::ElemTy::Bool) => parts.push(if v != 0 { p.name.to_string() } else { format!("no {}", p.name) }),
            (Some(v), _) => parts.push(format!("{} {v:#x}", p.name)),
            (None, _) => {}
        }
    }
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// The pattern in words (DPP controls, swizzle offsets), for a second header line.
pub fn control_words(b: &Builtin, consts: &[(&'static str, Option<u64>)], t: &Target) -> Option<String> {
    let get = |name: &str| consts.iter().find(|(n, _)| *n == name).and_then(|(_, v)| *v);
    if let Some(c) = get("dpp_ctrl") {
        return dpp::describe(c as u32, t).ok();
    }
    if b.amd_selection() == Some(AmdInsn::DsSwizzle) {
        return swizzle::describe(get("pattern")? as u32).ok();
    }
    None
}

/// The assembler name of a constant, where a codec knows the parameter (`dpp_ctrl` 0x111 →
/// `row_shr:1`, spelled for `t`), for `xlane avail BUILTIN`.
pub fn constant_name(param: &str, v: u64, t: &Target) -> Option<String> {
    match param {
        "dpp_ctrl" => dpp::decode_for(v as u32, t).ok(),
        _ => None,
    }
}
