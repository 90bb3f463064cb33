//! `--emit llvm|asm|ptx`: each call of the sequence through xlane-lower, in order, with the
//! combine between them as a comment.

use crate::problem::{Goal, Problem};
use crate::step::{ArgVal, Step};
use xlane_core::callexpr::{ArgExpr, CallExpr};
use xlane_core::diag::Result;
use xlane_lower::Emit;

pub fn lowered(p: &Problem, steps: &[Step], emit: Emit) -> Result<String> {
    let comment = if emit == Emit::Ptx { "//" } else { ";" };
    let mut out = String::new();
    let op = match &p.goal {
        Goal::Collective { op, .. } => Some(op.name()),
        _ => None,
    };
    for (i, st) in steps.iter().enumerate() {
        out.push_str(&format!("{comment} step {}: {}\n", i + 1, st.text(op)));
        let chains = std::iter::once((None, &st.calls)).chain(st.alts.iter().map(|a| (Some(a.lanes), &a.calls)));
        for (lanes, calls) in chains {
            if let Some(m) = lanes {
                out.push_str(&format!("{comment} lanes in {m:#x} take this chain of v instead (a lane-mask select)\n"));
            }
            let mut data = "v".to_string();
            for (k, c) in calls.iter().enumerate() {
                let args = c
                    .row
                    .params
                    .iter()
                    .zip(&c.args)
                    .map(|(q, a)| match a {
                        ArgVal::Data => ArgExpr::Name(data.clone()),
                        ArgVal::Identity => ArgExpr::Name("identity".into()),
                        ArgVal::Imm(v) => ArgExpr::Int(*v as i64),
                        ArgVal::Uniform(v) => ArgExpr::Int(*v as i64),
                        ArgVal::PerLane(_) => ArgExpr::Name(q.name.to_string()),
                    })
                    .collect();
                let call = CallExpr { name: c.row.name.to_string(), args };
                let ty = if c.row.is_generic() { Some(p.ty) } else { None };
                let low = xlane_lower::lower(&call, p.target, Some(p.wave), ty)?;
                out.push_str(&low.emit(emit)?);
                if !out.ends_with('\n') {
                    out.push('\n');
                }
                data = format!("t{k}");
            }
        }
        if st.combine {
            out.push_str(&format!("{comment} v = {} v, result\n", op.unwrap_or("op")));
        }
    }
    Ok(out)
}
