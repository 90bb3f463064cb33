//! Parsing only what one kernel can run. A module of hundreds of kernels (ggml's `mmvq.cu`
//! builds to 19 MB of IR, 294 kernels) is read once without its function bodies
//! (`parser::parse_headers`: the bodies are found by their braces, not lexed); then only the
//! bodies of the launched kernel and the functions it reaches (`reach::reachable_lazy`) are
//! lexed, parsed and verified. Everything outside the bodies (types, globals, declarations,
//! attributes, metadata) is parsed whole, so the kernel list, the target and the globals are
//! those of the whole module.
//!
//! The result is the module `decode::decode_kernel` prunes to when the whole one does not
//! decode: the declarations, every global, and the reached definitions.

use super::ast::Module;
use super::parser::Headers;
use super::{lexer, reach, verify, ParseError};

/// The module as `root` needs it: the bodies of the functions it reaches (not those the
/// runner `serves`), each lexed and parsed as `parse_module` does in place (every kept body
/// lexed before any is parsed, as a whole module is), then verified. Unreached definitions are
/// dropped.
pub fn resolve(h: Headers, src: &str, root: &str, serves: &[&str]) -> Result<Module, ParseError> {
    let keep = reach::reachable_lazy(&h.module, src, root, serves);
    let mut toks = vec![];
    for (i, f) in h.module.functions.iter().enumerate() {
        if let (Some(span), true) = (f.lazy_body, keep.contains(&f.name)) {
            toks.push((i, lexer::lex_body(src, span)?));
        }
    }
    let mut bodies = vec![];
    for (i, t) in toks {
        bodies.push((i, h.parse_body(&h.module.functions[i], t)?));
    }
    let mut m = h.module;
    for (i, blocks) in bodies {
        m.functions[i].blocks = blocks;
        m.functions[i].lazy_body = None;
    }
    m.functions.retain(|f| f.lazy_body.is_none());
    verify::module(&m, src)?;
    Ok(m)
}
