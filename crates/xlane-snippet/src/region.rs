//! Whole-wave mode in a snippet. The snippet's dataflow is a graph (each expression, and each
//! definition of a variable, is a node whose operands are the nodes it reads); the runner's
//! rule (`xlane_core::wwm::region_modes`) then says which of them run with the exec mask
//! widened, because their value reaches a `strict.wwm`/`wwm` (`wqm`) marker.
//!
//! A variable read is an operand edge to the definition it sees. Where control flow merges
//! values (after an `if` or around a loop that assigns the variable) the definition is a
//! merge node without operands, as a phi is in the IR, so the slice stops there as it does
//! in `xlane run`.

use std::collections::HashMap;

use super::ast::{Declarator, Expr, ExprKind, Stmt};
use xlane_core::registry::{self, Exec};
use xlane_core::target::Vendor;
use xlane_core::wwm::{region_modes, widen_in, Mark, Mode};

/// A node of the graph: an expression, a declarator or an assignment statement (by address:
/// the tree outlives the run and is not moved).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Expr(*const Expr),
    Decl(*const Declarator),
    Assign(*const Stmt),
}

/// The mode of every node that runs outside normal mode.
#[derive(Debug, Default)]
pub struct Regions {
    modes: HashMap<Key, Mode>,
}

impl Regions {
    /// Find the whole-wave/quad regions of a program.
    pub fn of(prog: &[Stmt], vendor: Vendor) -> Regions {
        let mut g = Graph { vendor, nodes: vec![], keys: HashMap::new(), scopes: vec![HashMap::new()], marks: vec![] };
        for s in prog {
            g.stmt(s);
        }
        if g.marks.is_empty() {
            return Regions::default();
        }
        let nodes = &g.nodes;
        let modes = region_modes(nodes.len(), std::mem::take(&mut g.marks), |i| nodes[i].operands.clone(), |i| nodes[i].defines_inactive);
        let modes = g.keys.iter().filter(|(_, &i)| modes[i] != Mode::Normal).map(|(k, &i)| (*k, modes[i])).collect();
        Regions { modes }
    }

    fn exec(&self, key: Key, exec: u64, wave: u32) -> u64 {
        self.modes.get(&key).map_or(exec, |&m| widen_in(m, exec, wave))
    }
    /// The exec mask an expression runs with, from the normal one.
    pub fn expr_exec(&self, e: &Expr, exec: u64, wave: u32) -> u64 {
        self.exec(Key::Expr(e), exec, wave)
    }
    /// The lanes a declaration writes.
    pub fn decl_exec(&self, d: &Declarator, exec: u64, wave: u32) -> u64 {
        self.exec(Key::Decl(d), exec, wave)
    }
    /// The lanes an assignment writes.
    pub fn assign_exec(&self, s: &Stmt, exec: u64, wave: u32) -> u64 {
        self.exec(Key::Assign(s), exec, wave)
    }
}

#[derive(Debug, Default)]
struct Node {
    operands: Vec<usize>,
    defines_inactive: bool,
}

struct Graph {
    vendor: Vendor,
    nodes: Vec<Node>,
    keys: HashMap<Key, usize>,
    /// The definition each variable name sees, innermost block last.
    scopes: Vec<HashMap<String, usize>>,
    marks: Vec<Mark>,
}

impl Graph {
    fn node(&mut self, key: Option<Key>, operands: Vec<usize>) -> usize {
        self.nodes.push(Node { operands, defines_inactive: false });
        let i = self.nodes.len() - 1;
        if let Some(k) = key {
            self.keys.insert(k, i);
        }
        i
    }

    fn def_of(&self, name: &str) -> Option<usize> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    /// A new definition of an existing variable, in the block that declared it.
    fn redefine(&mut self, name: &str, node: usize) {
        if let Some(s) = self.scopes.iter_mut().rev().find(|s| s.contains_key(name)) {
            s.insert(name.to_string(), node);
        }
    }

    /// Run `f` in a block of its own; every outer variable it assigns is a merge afterwards.
    fn branch(&mut self, f: impl FnOnce(&mut Graph)) {
        let before: Vec<HashMap<String, usize>> = self.scopes.clone();
        self.scopes.push(HashMap::new());
        f(self);
        self.scopes.pop();
        for (k, scope) in before.iter().enumerate() {
            for (name, &d) in scope {
                if self.scopes[k].get(name) != Some(&d) {
                    let merge = self.node(None, vec![]);
                    self.scopes[k].insert(name.clone(), merge);
                }
            }
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Decl(_, decls) => {
                for d in decls {
                    let operands = d.init.as_ref().map(|e| vec![self.expr(e)]).unwrap_or_default();
                    let n = self.node(Some(Key::Decl(d)), operands);
                    self.scopes.last_mut().expect("a scope is open").insert(d.name.clone(), n);
                }
            }
            Stmt::Assign { name, op, value, .. } => {
                let mut operands = vec![self.expr(value)];
                if op.is_some() {
                    operands.extend(self.def_of(name));
                }
                let n = self.node(Some(Key::Assign(s)), operands);
                self.redefine(name, n);
            }
            Stmt::Expr(e) => {
                self.expr(e);
            }
            Stmt::If { cond, then, els } => {
                self.expr(cond);
                self.branch(|g| g.stmt(then));
                if let Some(e) = els {
                    self.branch(|g| g.stmt(e));
                }
            }
            Stmt::Loop { init, cond, step, body, .. } => {
                self.scopes.push(HashMap::new());
                if let Some(i) = init {
                    self.stmt(i);
                }
                // Twice: the second pass sees the merges the first one made (the loop's phis);
                // the first pass's markers would slice through the stale definitions.
                for pass in 0..2 {
                    let marks = self.marks.len();
                    self.branch(|g| {
                        if let Some(c) = cond {
                            g.expr(c);
                        }
                        g.stmt(body);
                        if let Some(st) = step {
                            g.stmt(st);
                        }
                    });
                    if pass == 0 {
                        self.marks.truncate(marks);
                    }
                }
                self.scopes.pop();
            }
            Stmt::Block(body) => {
                self.scopes.push(HashMap::new());
                for s in body {
                    self.stmt(s);
                }
                self.scopes.pop();
            }
        }
    }

    fn expr(&mut self, e: &Expr) -> usize {
        let key = Some(Key::Expr(e));
        match &e.kind {
            ExprKind::Int(..) | ExprKind::Float(..) | ExprKind::Bool(_) | ExprKind::Lane | ExprKind::WaveSize | ExprKind::AddrOf(_) => self.node(key, vec![]),
            ExprKind::Var(name) => {
                let operands = self.def_of(name).into_iter().collect();
                self.node(key, operands)
            }
            ExprKind::Unary(_, x) | ExprKind::Cast(_, x) => {
                let x = self.expr(x);
                self.node(key, vec![x])
            }
            ExprKind::Binary(_, a, b) => {
                let operands = vec![self.expr(a), self.expr(b)];
                self.node(key, operands)
            }
            ExprKind::Cond(c, a, b) => {
                let operands = vec![self.expr(c), self.expr(a), self.expr(b)];
                self.node(key, operands)
            }
            ExprKind::List(items) => {
                let operands = items.iter().map(|x| self.expr(x)).collect();
                self.node(key, operands)
            }
            ExprKind::Call(name, args) => {
                let operands: Vec<usize> = args.iter().map(|x| self.expr(x)).collect();
                let row = registry::lookup(name, Some(self.vendor)).ok().map(|(b, _)| b);
                let n = self.node(key, operands.clone());
                let exec = row.map_or(Exec::Active, |b| b.exec);
                if exec == Exec::DefinesInactive {
                    self.nodes[n].defines_inactive = true;
                }
                if let Some(mode) = exec.region() {
                    let operands = operands.into_iter().take(1).collect();
                    self.marks.push(Mark { at: Some(n), operands, mode });
                }
                n
            }
        }
    }
}
