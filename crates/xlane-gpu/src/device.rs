//! Running the kernels on the GPU (feature `cuda`): compile the CUDA source with NVRTC at run
//! time, load it through the driver API and run one block of 32 threads per case.

use crate::gen::{Case, LANES};
use crate::raw::{Recorded, PRED_FILL, RET_FILL};
use crate::spec::Suite;
use cudarc::driver::{CudaContext, LaunchConfig, PushKernelArg};
use cudarc::nvrtc::{compile_ptx_with_opts, CompileOptions};
use serde_json::{json, Value};
use std::time::Instant;

/// An opened GPU with the harness's kernels loaded.
pub struct Gpu {
    ctx: std::sync::Arc<CudaContext>,
    module: std::sync::Arc<cudarc::driver::CudaModule>,
    /// What was learnt about the device and the toolchain, for `meta.json`.
    pub info: Value,
    pub ptx: String,
}

fn err(what: &str, e: impl std::fmt::Debug) -> String {
    format!("{what}: {e:?}")
}

impl Gpu {
    /// Open device 0 and compile `src` for its architecture. `include` is tried as an
    /// extra header path (for `cuda_fp16.h`/`cuda_bf16.h`; NVRTC also has built-in copies).
    pub fn open(src: &str, include: &[String]) -> Result<Gpu, String> {
        let ctx = CudaContext::new(0).map_err(|e| err("cannot open CUDA device 0", e))?;
        let name = ctx.name().map_err(|e| err("device name", e))?;
        let (major, minor) = ctx.compute_capability().map_err(|e| err("compute capability", e))?;
        let arch: &'static str = Box::leak(format!("sm_{major}{minor}").into_boxed_str());
        let mut driver = 0i32;
        // SAFETY: cuDriverGetVersion writes one int through the pointer.
        unsafe { cudarc::driver::sys::cuDriverGetVersion(&mut driver) };
        let (mut nv_major, mut nv_minor) = (0i32, 0i32);
        // SAFETY: nvrtcVersion writes two ints through the pointers.
        unsafe { cudarc::nvrtc::sys::nvrtcVersion(&mut nv_major, &mut nv_minor) };
        let opts = CompileOptions { arch: Some(arch), include_paths: include.to_vec(), options: vec!["-std=c++17".into()], ..Default::default() };
        let t = Instant::now();
        let ptx = compile_ptx_with_opts(src, opts).map_err(|e| err("NVRTC compile failed", e))?;
        let compile_ms = t.elapsed().as_millis();
        let ptx_src = ptx.to_src();
        let module = ctx.load_module(ptx).map_err(|e| err("loading the PTX", e))?;
        let info = json!({
            "gpu": name,
            "compute_capability": format!("{major}.{minor}"),
            "arch": arch,
            "cuda_driver_api_version": driver,
            "nvrtc_version": format!("{nv_major}.{nv_minor}"),
            "nvrtc_options": ["-std=c++17", format!("--gpu-architecture={arch}")],
            "include_paths": include,
            "nvrtc_compile_ms": compile_ms,
        });
        Ok(Gpu { ctx, module, info, ptx: ptx_src })
    }

    /// Run every case of one suite; returns the cases with their outputs, in order.
    pub fn run(&self, suite: &Suite, cases: &[Case]) -> Result<Vec<Recorded>, String> {
        let (live, exiting): (Vec<Case>, Vec<Case>) = cases.iter().cloned().partition(|c| c.live);
        let mut out = self.launch(&suite.kernel(), &exiting)?;
        out.extend(self.launch(&suite.live_kernel(), &live)?);
        out.sort_by_key(|r| r.case.index);
        Ok(out)
    }

    fn launch(&self, kernel: &str, cases: &[Case]) -> Result<Vec<Recorded>, String> {
        let n = cases.len();
        if n == 0 {
            return Ok(vec![]);
        }
        let stream = self.ctx.default_stream();
        let f = self.module.load_function(kernel).map_err(|e| err(kernel, e))?;
        let flat = |get: &dyn Fn(&Case, usize) -> u32| -> Vec<u32> { cases.iter().flat_map(|c| (0..LANES).map(move |l| get(c, l))).collect() };
        let ex = flat(&|c, l| c.exec >> l & 1);
        let mk = flat(&|c, l| c.mask[l]);
        let b = flat(&|c, l| c.b[l]);
        let cc = flat(&|c, l| c.c[l]);
        let a: Vec<u64> = cases.iter().flat_map(|c| c.a.iter().copied()).collect();
        let up = |v: &Vec<u32>| stream.clone_htod(v).map_err(|e| err("upload", e));
        let (d_ex, d_mk, d_b, d_c) = (up(&ex)?, up(&mk)?, up(&b)?, up(&cc)?);
        let d_a = stream.clone_htod(&a).map_err(|e| err("upload", e))?;
        let mut d_r = stream.clone_htod(&vec![RET_FILL; n * LANES]).map_err(|e| err("upload", e))?;
        let mut d_p = stream.clone_htod(&vec![PRED_FILL; n * LANES]).map_err(|e| err("upload", e))?;
        let cfg = LaunchConfig { grid_dim: (n as u32, 1, 1), block_dim: (LANES as u32, 1, 1), shared_mem_bytes: 0 };
        let mut launch = stream.launch_builder(&f);
        launch.arg(&d_ex).arg(&d_mk).arg(&d_a).arg(&d_b).arg(&d_c).arg(&mut d_r).arg(&mut d_p);
        // SAFETY: the kernel's parameters are exactly these seven device pointers
        // (kernels.rs PARAMS), each holding n*32 elements; one block of 32 threads per case.
        unsafe { launch.launch(cfg) }.map_err(|e| err(&format!("launching {kernel}"), e))?;
        let r = stream.clone_dtoh(&d_r).map_err(|e| err("download", e))?;
        let p = stream.clone_dtoh(&d_p).map_err(|e| err("download", e))?;
        stream.synchronize().map_err(|e| err(&format!("running {kernel}"), e))?;
        Ok(cases
            .iter()
            .enumerate()
            .map(|(i, c)| Recorded { case: c.clone(), ret: r[i * LANES..(i + 1) * LANES].to_vec(), pred: p[i * LANES..(i + 1) * LANES].to_vec() })
            .collect())
    }
}
