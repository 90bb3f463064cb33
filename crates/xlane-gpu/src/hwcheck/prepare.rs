//! `xlane-hwcheck prepare`: turn the corpus's NVIDIA launch specs into cases the GPU side can
//! run without xlane: xlane's own spec reader builds every buffer's initial bytes
//! ([`xlane_ir::spec::buffer_contents`], the same call `xlane run` makes), llc-22 builds the
//! PTX, and the argument list is checked against the PTX entry.

use super::manifest::{self, Buffer, Case, Global, Param};
use super::{ptx, ptxsig, script};
use serde_json::Value as J;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use xlane_core::ElemTy;
use xlane_ir::spec::{buffer_bytes, buffer_contents, elem_bytes, value_bits, Spec};

pub struct Options {
    /// The repository root (spec paths in the manifests are relative to it).
    pub root: PathBuf,
    /// The output folder (`gpu-bin/hwcheck`).
    pub out: PathBuf,
    pub llc: String,
    /// Only cases whose name contains one of these (all when empty).
    pub filter: Vec<String>,
}

#[derive(Default)]
pub struct Report {
    pub prepared: Vec<String>,
    /// (case, reason) of each NVIDIA spec left out.
    pub skipped: Vec<(String, String)>,
    pub input_bytes: u64,
}

/// Every `*.spec.json` under `dir`, as (case name `folder/stem`, path), sorted.
pub fn find_specs(dir: &Path, out: &mut Vec<(String, PathBuf)>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            find_specs(&p, out);
        } else if let Some(stem) = p.file_name().and_then(|f| f.to_str()).and_then(|f| f.strip_suffix(".spec.json")) {
            let folder = p.parent().and_then(|d| d.file_name()).map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
            out.push((format!("{folder}/{stem}"), p.clone()));
        }
    }
}

/// A case's folder name: `triton/vadd.sm_90` → `triton__vadd.sm_90`.
pub fn folder_of(case: &str) -> String {
    case.replace('/', "__")
}

pub fn prepare(o: &Options) -> Result<Report, String> {
    let mut specs = vec![];
    find_specs(&o.root.join("tests/kernels"), &mut specs);
    // Triton first (issue 22's own corpus), then the rest in name order
    specs.sort_by_key(|(n, _)| (!n.starts_with("triton/"), n.clone()));
    for sub in ["cases", "ptx", "ll"] {
        let d = o.out.join(sub);
        if d.exists() {
            std::fs::remove_dir_all(&d).map_err(|e| format!("{}: {e}", d.display()))?;
        }
        std::fs::create_dir_all(&d).map_err(|e| format!("{}: {e}", d.display()))?;
    }
    let mut rep = Report::default();
    let mut ptx_of: BTreeMap<PathBuf, Result<String, String>> = BTreeMap::new();
    for (name, path) in &specs {
        if !o.filter.is_empty() && !o.filter.iter().any(|f| name.contains(f.as_str())) {
            continue;
        }
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let j: J = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        if !j.get("target").and_then(J::as_str).unwrap_or_default().starts_with("sm_") {
            continue;
        }
        match one(o, name, path, &text, &mut ptx_of) {
            Ok((bytes, true)) => {
                rep.prepared.push(name.clone());
                rep.input_bytes += bytes;
            }
            Ok((_, false)) => unreachable!(),
            Err(why) => rep.skipped.push((name.clone(), why)),
        }
    }
    let list: String = rep.prepared.iter().map(|n| folder_of(n) + "\n").collect();
    std::fs::write(o.out.join(manifest::LIST), list).map_err(|e| e.to_string())?;
    let skipped: String = rep.skipped.iter().map(|(n, w)| format!("{n}\t{w}\n")).collect();
    std::fs::write(o.out.join("skipped.txt"), skipped).map_err(|e| e.to_string())?;
    let sh = o.out.join("run.sh");
    std::fs::write(&sh, script::RUN_SH).map_err(|e| e.to_string())?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(&sh, std::fs::Permissions::from_mode(0o755));
    }
    Ok(rep)
}

/// Prepare one spec; `Err` is the reason it is skipped. Returns the input bytes written.
fn one(o: &Options, name: &str, path: &Path, text: &str, ptx_of: &mut BTreeMap<PathBuf, Result<String, String>>) -> Result<(u64, bool), String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let spec = Spec::parse(text, dir).map_err(|e| format!("xlane cannot read the spec: {}", e.message))?;
    if let Some(k) = &spec.expect_error {
        return Err(format!("expects the error `{k}`"));
    }
    let module = dir.join(&spec.module);
    if module.extension().and_then(|e| e.to_str()) != Some("ll") {
        return Err(format!("module {} is not LLVM IR", spec.module.display()));
    }
    let kernel = xlane_ir::host::load_kernel(&module, &spec.kernel, spec.target.as_deref(), spec.wave).map_err(|e| format!("xlane cannot load the kernel: {}", e.message))?;
    let key = module.canonicalize().unwrap_or(module.clone());
    let ptx_rel = ptx_of.entry(key).or_insert_with(|| build_ptx(o, name, &module, spec.target.as_deref().unwrap_or("sm_90"))).clone()?;
    let ptx_text = std::fs::read_to_string(o.out.join(&ptx_rel)).map_err(|e| e.to_string())?;
    let params = match ptxsig::entry_params(&ptx_text, &kernel.name) {
        None => return Err(format!("llc's PTX has no `.entry {}`", kernel.name)),
        Some(p) => p?,
    };
    if params.len() != spec.args.len() {
        return Err(format!("the PTX entry takes {} parameter(s), the spec gives {}", params.len(), spec.args.len()));
    }
    let case_dir = o.out.join("cases").join(folder_of(name));
    std::fs::create_dir_all(&case_dir).map_err(|e| e.to_string())?;
    let mut case = Case {
        name: name.to_string(),
        spec: path.strip_prefix(&o.root).unwrap_or(path).to_string_lossy().into_owned(),
        ptx: format!("../../{ptx_rel}"),
        kernel: kernel.name.clone(),
        grid: spec.grid,
        block: spec.block,
        shared_bytes: spec.shared_bytes,
        params: vec![],
        buffers: vec![],
        globals: vec![],
    };
    let mut total = 0u64;
    let mut buffer_of_arg: BTreeMap<usize, usize> = BTreeMap::new();
    for (i, (a, want)) in spec.args.iter().zip(&params).enumerate() {
        let what = format!("args[{i}]");
        let a = a.as_object().ok_or_else(|| format!("{what} is not an object"))?;
        let offset = a.get("offset").and_then(J::as_u64).unwrap_or(0);
        let param = if let Some(t) = a.get("buffer") {
            let t = elem(t)?;
            let (bytes, _) = buffer_contents(t, a, dir, &what).map_err(|e| e.message.clone())?;
            let file = format!("arg{i}.bin");
            std::fs::write(case_dir.join(&file), &bytes).map_err(|e| e.to_string())?;
            total += bytes.len() as u64;
            buffer_of_arg.insert(i, case.buffers.len());
            case.buffers.push(Buffer { arg: i, elem: t.name().to_string(), file, bytes: bytes.len() as u64 });
            Param::Pointer { buffer: case.buffers.len() - 1, offset }
        } else if let Some(k) = a.get("alias").and_then(J::as_u64) {
            let b = buffer_of_arg.get(&(k as usize)).ok_or_else(|| format!("{what}: alias of argument {k}, which is not a buffer"))?;
            Param::Pointer { buffer: *b, offset }
        } else if a.contains_key("null") {
            Param::Null
        } else if let Some(t) = a.get("scalar") {
            let t = elem(t)?;
            let bits = value_bits(t, a.get("value").unwrap_or(&J::Null)).map_err(|e| format!("{what}: {}", e.message))?;
            let n = elem_bytes(t);
            if want.bytes < n as u64 || want.bytes > 8 {
                return Err(format!("{what}: a {} scalar for the {}-byte PTX parameter {}", t.name(), want.bytes, want.name));
            }
            // a parameter wider than the value (none in the corpus) gets it extended by its signedness
            let signed = matches!(t, ElemTy::I8 | ElemTy::I16 | ElemTy::I32) && bits >> (n * 8 - 1) & 1 == 1;
            let mut v = bits.to_le_bytes()[..n].to_vec();
            v.resize(want.bytes as usize, if signed { 0xff } else { 0 });
            Param::Value { hex: manifest::hex(&v) }
        } else if let Some(h) = a.get("bytes").and_then(J::as_str) {
            let v = manifest::unhex(h.trim_start_matches("0x"))?;
            if v.len() as u64 != want.bytes {
                return Err(format!("{what}: {} bytes for the {}-byte PTX parameter {}", v.len(), want.bytes, want.name));
            }
            Param::Value { hex: manifest::hex(&v) }
        } else {
            return Err(format!("{what}: an argument kind the harness does not know"));
        };
        if matches!(param, Param::Pointer { .. } | Param::Null) && want.bytes != 8 {
            return Err(format!("{what}: a pointer for the {}-byte PTX parameter {}", want.bytes, want.name));
        }
        case.params.push(param);
    }
    for (gname, g) in &spec.globals {
        let go = g.as_object().ok_or_else(|| format!("globals.{gname} is not an object"))?;
        let t = elem(go.get("type").unwrap_or(&J::Null))?;
        let bytes = buffer_bytes(t, go, dir, &format!("globals.{gname}")).map_err(|e| e.message.clone())?;
        let init = format!("global.{gname}.init.bin");
        std::fs::write(case_dir.join(&init), &bytes).map_err(|e| e.to_string())?;
        case.globals.push(Global { name: gname.clone(), init: Some(init), read: true, file: format!("global.{gname}.bin") });
    }
    for (key, _) in &spec.expect {
        if let Some(gname) = key.strip_prefix("global:") {
            if !case.globals.iter().any(|g| g.name == gname) {
                case.globals.push(Global { name: gname.to_string(), init: None, read: true, file: format!("global.{gname}.bin") });
            }
        }
    }
    let mpath = case_dir.join(manifest::FILE);
    std::fs::write(&mpath, serde_json::to_string_pretty(&case).unwrap_or_default()).map_err(|e| e.to_string())?;
    // the GPU side's own reading must accept what was written
    super::mover::load(&mpath)?;
    Ok((total, true))
}

fn elem(t: &J) -> Result<ElemTy, String> {
    let s = t.as_str().ok_or("an element type is a string")?;
    ElemTy::parse(s).map_err(|e| format!("{e:?}"))
}

/// llc-22 one module into `ptx/`; returns the PTX's path relative to the output folder.
fn build_ptx(o: &Options, case: &str, module: &Path, target: &str) -> Result<String, String> {
    let text = std::fs::read_to_string(module).map_err(|e| format!("{}: {e}", module.display()))?;
    let stem = module.file_stem().and_then(|s| s.to_str()).unwrap_or("module");
    let folder = case.split('/').next().unwrap_or("x");
    let key = format!("{folder}__{stem}");
    let (fixed, n) = ptx::llvm22_literals(&text);
    let src = if n > 0 {
        let p = o.out.join("ll").join(format!("{key}.ll"));
        std::fs::write(&p, fixed).map_err(|e| e.to_string())?;
        p
    } else {
        module.to_path_buf()
    };
    let rel = format!("ptx/{key}.ptx");
    ptx::compile(&o.llc, &src, &ptx::flags(&text, target), &o.out.join(&rel)).map_err(|e| format!("llc-22 refuses the module: {e}"))?;
    Ok(rel)
}
