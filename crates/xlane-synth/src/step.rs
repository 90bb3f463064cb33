//! Steps: one or two builtin calls (from the registry, with concrete arguments) and whether
//! the result replaces the running value or is combined into it.

use crate::cost::{Class, Cost};
use crate::fx::{Fx, LaneFx, Role};
use crate::problem::Problem;
use xlane_core::call::{self, Arg, Site};
use xlane_core::registry::{Builtin, Ret};
use xlane_core::semantics::UndefPolicy;
use xlane_core::{ElemTy, Lanes};

/// One argument of a call.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ArgVal {
    /// The running value (or, for the second call of a step, the first call's result).
    Data,
    /// The operator's identity.
    Identity,
    /// A compile-time constant.
    Imm(u64),
    /// A wave-uniform value that is not a constant operand (selectors, a readlane lane).
    Uniform(u64),
    /// A value per lane (an address, a source lane).
    PerLane(Vec<u64>),
}

#[derive(Debug, Clone)]
pub struct Call {
    pub row: &'static Builtin,
    pub args: Vec<ArgVal>,
    /// Which output the step reads (`ret` or, for a swap, `ret.y`).
    pub output: usize,
}

#[derive(Debug, Clone)]
pub struct Step {
    /// `calls[0]` reads the running value; a later call reads the previous call's result.
    pub calls: Vec<Call>,
    /// `v = v op result` (true) or `v = result` (false).
    pub combine: bool,
    pub fx: Fx,
    pub cost: Cost,
    pub class: Class,
    /// NVIDIA: the lanes whose combine happens (the shuffle's predicate), when not all.
    pub pred: Option<u64>,
    /// A merged move (`merge.rs`): the lanes in `alt.lanes` take another chain of calls on
    /// the step's input instead of `calls` (a second live register and a lane-mask select).
    pub alts: Vec<Alt>,
}

/// One alternative chain of a merged move and the lanes that take it.
#[derive(Debug, Clone)]
pub struct Alt {
    pub calls: Vec<Call>,
    pub lanes: u64,
}

/// `name(name(v, …), …)`: a chain of calls as one expression of `data`.
pub fn chain_text(calls: &[Call], data: &str) -> String {
    calls.iter().fold(data.to_string(), |inner, c| c.text(&inner))
}

impl Call {
    pub fn roles(&self) -> Vec<Role> {
        self.args
            .iter()
            .map(|a| match a {
                ArgVal::Data => Role::Data,
                ArgVal::Identity => Role::Identity,
                _ => Role::Control,
            })
            .collect()
    }

    /// The element type the row is evaluated with.
    pub fn elem_ty(&self, p: &Problem) -> ElemTy {
        call::resolve(self.row.name, Some(p.ty), Some(p.target))
            .or_else(|_| call::resolve(self.row.name, None, Some(p.target)))
            .map(|(_, t)| t)
            .unwrap_or(ElemTy::U32)
    }

    /// Arguments for the semantics: lane ids as data (a route does not look at values).
    pub fn sem_args(&self, p: &Problem, data: &Lanes) -> Vec<Arg> {
        let ident = match &p.goal {
            crate::problem::Goal::Collective { op, .. } => op.identity(p.ty),
            _ => 0,
        };
        self.args
            .iter()
            .map(|a| match a {
                ArgVal::Data => Arg::Lanes(data.clone()),
                ArgVal::Identity => Arg::Lanes(Lanes::splat(ident)),
                ArgVal::Imm(v) => Arg::Imm(*v),
                ArgVal::Uniform(v) => Arg::Lanes(Lanes::splat(*v)),
                ArgVal::PerLane(v) => Arg::Lanes(Lanes::from_slice(v)),
            })
            .collect()
    }

    /// Check and evaluate the call through the registry; its effect per lane, or why not.
    pub fn effect(&self, p: &Problem) -> Result<Fx, String> {
        let site = Site { target: p.target, wave: p.wave, exec: xlane_core::value::wave_mask(p.wave), policy: UndefPolicy::Strict };
        let data = Lanes::from_fn(p.wave, |n| n as u64);
        let args = self.sem_args(p, &data);
        let r = call::evaluate_builtin(self.row, self.elem_ty(p), &site, &args).map_err(|d| d.message)?;
        let out = r.outputs.get(self.output).ok_or("no such output")?;
        match &out.route {
            Some(route) => {
                let mut fx = crate::fx::from_route(route, &self.roles());
                // `.i32p` shuffles: a lane whose predicate is false was not read (the combine
                // is predicated on it); take it from the predicate output.
                if let Some(pred) = r.outputs.iter().find(|o| o.name == "pred") {
                    for (n, f) in fx.iter_mut().enumerate() {
                        if pred.lanes.get(n as u32) == Some(0) {
                            *f = LaneFx::Gather(0);
                        }
                    }
                }
                Ok(fx)
            }
            None => Err("the call computes a value rather than moving one".into()),
        }
    }

    /// Check and evaluate the call on lane ids as data: the result and the arguments used
    /// (for diagrams).
    pub fn evaluate(&self, p: &Problem) -> xlane_core::diag::Result<(xlane_core::CallResult, Vec<Arg>)> {
        let site = Site { target: p.target, wave: p.wave, exec: xlane_core::value::wave_mask(p.wave), policy: UndefPolicy::Strict };
        let data = Lanes::from_fn(p.wave, |n| n as u64);
        let args = self.sem_args(p, &data);
        let r = call::evaluate_builtin(self.row, self.elem_ty(p), &site, &args)?;
        Ok((r, args))
    }

    /// Does the row return a pair (the permlane swaps)?
    pub fn is_pair(&self) -> bool {
        matches!(self.row.ret, Ret::Pair(_))
    }

    /// `name(arg, …)` with the running value as `v` and the identity as `identity`.
    pub fn text(&self, data: &str) -> String {
        let args: Vec<String> = self
            .row
            .params
            .iter()
            .zip(&self.args)
            .map(|(prm, a)| match a {
                ArgVal::Data => data.to_string(),
                ArgVal::Identity => "identity".into(),
                ArgVal::Imm(v) | ArgVal::Uniform(v) => annotate(prm.name, *v),
                ArgVal::PerLane(_) => format!("{}[lane]", prm.name),
            })
            .collect();
        let sel = if self.is_pair() {
            if self.output == 0 {
                ".x"
            } else {
                ".y"
            }
        } else {
            ""
        };
        format!("{}({}){sel}", self.row.name, args.join(", "))
    }
}

/// A constant with its codec spelling where one exists (`0x111 /*row_shr:1*/`).
fn annotate(param: &str, v: u64) -> String {
    let num = if v > 9 { format!("{v:#x}") } else { v.to_string() };
    let note = match param {
        "dpp_ctrl" => xlane_core::codec::dpp::decode(v as u32).ok(),
        "pattern" => xlane_core::codec::swizzle::decode(v as u32).ok(),
        "sel" => xlane_core::codec::dpp8::decode(v as u32).ok(),
        _ => None,
    };
    match note {
        Some(n) if n != num => format!("{num} /*{n}*/"),
        _ => num,
    }
}

impl Step {
    /// One line of pseudo-code: `v = v + row_shr…`.
    pub fn text(&self, op: Option<&str>) -> String {
        let mut inner = chain_text(&self.calls, "v");
        for a in &self.alts {
            inner = format!("lane in {:#x} ? {} : {inner}", a.lanes, chain_text(&a.calls, "v"));
        }
        let fill = if op.is_some() { "identity" } else { "0" };
        match (self.combine, op, self.pred) {
            (true, Some(op), None) => format!("v = {op}(v, {inner})"),
            (true, Some(op), Some(m)) => format!("v = lane in {m:#x} ? {op}(v, {inner}) : v"),
            (_, _, Some(m)) => format!("v = lane in {m:#x} ? {inner} : {fill}"),
            _ => format!("v = {inner}"),
        }
    }
}
