//! A `__device__` function in HIP (on `__builtin_amdgcn_*`) or CUDA (on `__nvvm_*`) that
//! compiles with clang-22 and no headers (`-nogpuinc`/`-nocudainc`).

use crate::fx::bits;
use crate::problem::{Goal, Problem};
use crate::spec::Spec;
use crate::step::{ArgVal, Call, Step};
use xlane_core::registry::Ty;
use xlane_core::ElemTy;

/// Types without a C spelling (the packed pairs) travel as their 32 bits.
fn c_type(t: ElemTy) -> &'static str {
    t.c_name().unwrap_or("unsigned")
}

/// The unsigned integer of the same width.
fn c_bits(t: ElemTy) -> &'static str {
    if t.bits() == 64 {
        "unsigned long long"
    } else {
        "unsigned"
    }
}

/// `xlane_reduce_add_i32`, `xlane_perm_reverse_i32`…
pub fn function_name(p: &Problem) -> String {
    let what = match &p.spec {
        Spec::Permute { name, .. } => format!("perm_{name}"),
        Spec::Reduce(op) => format!("reduce_{}", op.name()),
        Spec::Scan { op, inclusive } => format!("scan_{}_{}", op.name(), if *inclusive { "inclusive" } else { "exclusive" }),
    };
    let clean: String = what.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    format!("xlane_{clean}_{}_w{}", p.ty.name(), p.width)
}

/// The type a row's data parameter has, for the value that goes in.
fn data_param_ty(call: &Call, p: &Problem) -> ElemTy {
    for (q, a) in call.row.params.iter().zip(&call.args) {
        if *a == ArgVal::Data {
            return match q.ty {
                Ty::Fixed(t) => t,
                Ty::T => p.ty,
            };
        }
    }
    p.ty
}

struct Ctx<'a> {
    p: &'a Problem,
    tables: Vec<String>,
    needs_lane: bool,
}

impl Ctx<'_> {
    /// A per-lane operand as an expression of `lane`: a recognised formula, else a table.
    fn per_lane(&mut self, vals: &[u64]) -> String {
        let w = self.p.wave as u64;
        self.needs_lane = true;
        for scale in [1u64, 4] {
            if vals.iter().any(|v| v % scale != 0) {
                continue;
            }
            let b: Vec<u64> = vals.iter().map(|v| v / scale).collect();
            let mul = if scale == 1 { String::new() } else { format!(" * {scale}u") };
            if let Some(k) = (0..w).find(|&k| b.iter().enumerate().all(|(n, &x)| x == n as u64 ^ k)) {
                return format!("((lane ^ {k}u){mul})");
            }
        }
        // Per-segment masks (redux member masks): ((1 << width) - 1) << segment start.
        let width = self.p.width as u64;
        let seg = |n: u64| (if width >= 32 { 0xFFFF_FFFFu64 } else { (1u64 << width) - 1 }) << (n / width * width);
        if vals.iter().enumerate().all(|(n, &v)| v == seg(n as u64)) {
            return if width >= 32 { "0xffffffffu".into() } else { format!("({:#x}u << (lane & ~{}u))", (1u64 << width) - 1, width - 1) };
        }
        let max = vals.iter().copied().max().unwrap_or(0);
        let ty = if max < 256 { "unsigned char" } else { "unsigned" };
        let name = format!("xlane_table_{}", self.tables.len());
        let list: Vec<String> = vals.iter().map(u64::to_string).collect();
        self.tables.push(format!("static __attribute__((constant)) const {ty} {name}[{}] = {{{}}};", vals.len(), list.join(", ")));
        format!("{name}[lane]")
    }

    /// One call as a C expression reading `data` (of the problem's type); returns a value of
    /// the row's data type.
    fn call_expr(&mut self, call: &Call, data: &str, ident: &str) -> String {
        let mut args = vec![];
        for (q, a) in call.row.params.iter().zip(&call.args) {
            let s = match a {
                ArgVal::Data => data.to_string(),
                ArgVal::Identity => ident.into(),
                ArgVal::Imm(v) | ArgVal::Uniform(v) => {
                    let bool_param = matches!(q.ty, Ty::Fixed(ElemTy::Bool));
                    if bool_param {
                        (if *v != 0 { "true" } else { "false" }).into()
                    } else if *v > 9 {
                        format!("{v:#x}")
                    } else {
                        v.to_string()
                    }
                }
                ArgVal::PerLane(vals) => self.per_lane(vals),
            };
            args.push(s);
        }
        let sel = if call.is_pair() {
            if call.output == 0 {
                "[0]"
            } else {
                "[1]"
            }
        } else {
            ""
        };
        format!("{}({}){sel}", call.row.name, args.join(", "))
    }

    /// `v` moved by one call, as an expression of the problem's type. A row whose data is
    /// narrower than the value moves it in 32-bit halves; a row of another type of the same
    /// width gets the bits.
    fn moved(&mut self, call: &Call, v: &str) -> String {
        let t = self.p.ty;
        let rt = data_param_ty(call, self.p);
        let rty = c_type(rt);
        if rt.bits() == t.bits() && (rt == t || call.row.is_generic()) {
            return self.call_expr(call, v, "identity");
        }
        if rt.bits() == t.bits() {
            // The identity (an `old` operand) goes in as the row's type too, bit for bit.
            let inner = self.call_expr(call, &format!("__builtin_bit_cast({rty}, {v})"), &format!("__builtin_bit_cast({rty}, identity)"));
            return format!("__builtin_bit_cast({}, {inner})", c_type(t));
        }
        // 64-bit value through a 32-bit row: both halves.
        let half = |x: &str, shift: &str| format!("({rty})(__builtin_bit_cast(unsigned long long, {x}){shift})");
        let lo = self.call_expr(call, &half(v, ""), &half("identity", ""));
        let hi = self.call_expr(call, &half(v, " >> 32"), &half("identity", " >> 32"));
        format!("__builtin_bit_cast({}, (unsigned long long)(unsigned)({hi}) << 32 | (unsigned)({lo}))", c_type(t))
    }
}

/// A merged move: each chain into its own register, then one lane-mask select per
/// alternative.
fn merged(cx: &mut Ctx, st: &Step) -> String {
    let ty = c_type(cx.p.ty);
    cx.needs_lane = true;
    let mut lines = vec![];
    let mut chain = |cx: &mut Ctx, calls: &[Call], name: &str| -> String {
        let mut src = "v".to_string();
        for (k, c) in calls.iter().enumerate() {
            let dst = format!("{name}_{k}");
            let m = cx.moved(c, &src);
            lines.push(format!("{ty} {dst} = {m};"));
            src = dst;
        }
        src
    };
    let main = chain(cx, &st.calls, "m");
    let mut picks = vec![];
    for (i, a) in st.alts.iter().enumerate() {
        let r = chain(cx, &a.calls, &format!("a{i}"));
        picks.push(format!("if (({:#x}ull >> lane) & 1) v = {r};", a.lanes));
    }
    format!("  {{ {} v = {main}; {} }}", lines.join(" "), picks.join(" "))
}

/// The cheap checks of the preconditions (`emit::preconditions`): the wave size, which the
/// compiler folds to nothing when it is right (and to a trap when it is not); with
/// `-DXLANE_CHECK_EXEC`, that every lane is active (one compare at run time).
fn checks(p: &Problem) -> String {
    let full = if p.wave == 64 { "~0ull".to_string() } else { "0xffffffffu".to_string() };
    if p.target.is_amd() {
        format!(
            "  if (__builtin_amdgcn_wavefrontsize() != {w}) __builtin_trap();\n#ifdef XLANE_CHECK_EXEC\n  if (__builtin_amdgcn_read_exec() != {full}) __builtin_trap();\n#endif\n",
            w = p.wave
        )
    } else {
        "#ifdef XLANE_CHECK_EXEC\n  if (__nvvm_activemask() != 0xffffffffu) __builtin_trap();\n#endif\n".to_string()
    }
}

/// The function text.
pub fn function(p: &Problem, steps: &[Step], header: &str) -> String {
    let t = p.ty;
    let ty = c_type(t);
    let mut cx = Ctx { p, tables: vec![], needs_lane: false };
    let mut body = vec![];
    let op = match &p.goal {
        Goal::Collective { op, .. } => Some(*op),
        Goal::Perm { .. } => None,
    };
    if let Some(op) = op {
        let id = op.identity(t);
        if t.is_float() {
            body.push(format!("  const {ty} identity = __builtin_bit_cast({ty}, ({})({id:#x}ull));", c_bits(t)));
        } else {
            body.push(format!("  const {ty} identity = ({ty})({id:#x}ull);"));
        }
    }
    for st in steps {
        if !st.alts.is_empty() {
            body.push(merged(&mut cx, st));
            continue;
        }
        let mut e = "v".to_string();
        let mut first = true;
        for c in &st.calls {
            // A later call reads the previous call's result.
            let src = if first { e.clone() } else { "t".into() };
            let m = cx.moved(c, &src);
            if st.calls.len() > 1 && first {
                body.push(format!("  {{ {ty} t = {m};"));
                e = "t".into();
            } else {
                e = m;
            }
            first = false;
        }
        let close = if st.calls.len() > 1 { " }" } else { "" };
        let line = match (st.combine, op) {
            (true, Some(op)) => match st.pred {
                Some(m) => {
                    cx.needs_lane = true;
                    format!("  {{ {ty} s = {e}; if (({:#x}ull >> lane) & 1) v = {}; }}", m, op.c_expr(t, "v", "s"))
                }
                None if st.calls.len() > 1 => format!("  {ty} u = {e}; v = {};", op.c_expr(t, "v", "u")),
                None => format!("  {{ {ty} t = {e}; v = {}; }}", op.c_expr(t, "v", "t")),
            },
            _ => match st.pred {
                Some(m) => {
                    cx.needs_lane = true;
                    let fill = if op.is_some() { "identity".to_string() } else { format!("({ty})0") };
                    format!("  {{ {ty} s = {e}; v = (({:#x}ull >> lane) & 1) ? s : {fill}; }}", m)
                }
                None => format!("  v = {e};"),
            },
        };
        body.push(format!("{line}{close}"));
    }
    let lane = if !cx.needs_lane {
        String::new()
    } else if p.target.is_amd() {
        if p.wave == 64 {
            "  const unsigned lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));\n".into()
        } else {
            "  const unsigned lane = __builtin_amdgcn_mbcnt_lo(~0u, 0u);\n".into()
        }
    } else {
        "  const unsigned lane = __nvvm_read_ptx_sreg_laneid();\n".into()
    };
    let mut out = String::new();
    for l in header.lines() {
        out.push_str(&format!("// {l}\n"));
    }
    out.push_str("#ifndef __device__\n#define __device__ __attribute__((device))\n#endif\n");
    for tb in &cx.tables {
        out.push_str(tb);
        out.push('\n');
    }
    out.push_str(&format!("__device__ static inline {ty} {}({ty} v) {{\n{}{lane}{}\n  return v;\n}}\n", function_name(p), checks(p), body.join("\n")));
    let _ = bits;
    out
}
