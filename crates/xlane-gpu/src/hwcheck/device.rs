//! `run-ptx` on the GPU (feature `cuda`): one case per process, through the driver API
//! (cudarc's raw bindings, libcuda loaded at run time). Nothing is computed here: the bytes
//! come from the manifest's files and go back to files of the same names.

use super::manifest::{Param, Status};
use super::mover::{write_status, Loaded};
use cudarc::driver::sys::{self, CUdeviceptr, CUjit_option, CUresult};
use std::ffi::{c_void, CStr, CString};
use std::path::Path;
use std::time::Instant;

fn name(rc: CUresult) -> String {
    let mut p: *const std::ffi::c_char = std::ptr::null();
    // SAFETY: cuGetErrorName writes a pointer to a static string (or leaves it null).
    unsafe { sys::cuGetErrorName(rc, &mut p) };
    if p.is_null() {
        format!("{rc:?}")
    } else {
        // SAFETY: the driver's strings are NUL-terminated and static.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }
}

fn check(rc: CUresult, what: &str) -> Result<(), String> {
    if rc == CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(format!("{what}: {}", name(rc)))
    }
}

/// A failure at one stage, with the JIT log when loading failed.
struct Fail {
    stage: &'static str,
    error: String,
    jit_log: String,
}

fn at(stage: &'static str) -> impl Fn(String) -> Fail {
    move |error| Fail { stage, error, jit_log: String::new() }
}

/// Run the case on GPU 0 and write its buffers, globals and `status.json` into `out`.
/// Returns the status written.
pub fn run(l: &Loaded, out: &Path) -> Status {
    let st = match launch(l, out) {
        Ok(ms) => Status { status: "ok".into(), error: String::new(), jit_log: String::new(), kernel_ms: ms },
        Err(f) => Status { status: f.stage.into(), error: f.error, jit_log: f.jit_log, kernel_ms: 0.0 },
    };
    if let Err(e) = write_status(out, &st) {
        eprintln!("error: {e}");
    }
    st
}

/// Initialise the driver and make GPU 0's primary context current.
fn open() -> Result<(), String> {
    // SAFETY: plain driver API calls with pointers to live locals.
    unsafe {
        check(sys::cuInit(0), "cuInit")?;
        let mut dev = 0;
        check(sys::cuDeviceGet(&mut dev, 0), "cuDeviceGet")?;
        let mut ctx = std::ptr::null_mut();
        check(sys::cuDevicePrimaryCtxRetain(&mut ctx, dev), "cuDevicePrimaryCtxRetain")?;
        check(sys::cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
    }
}

/// `hold`: keep a context open for `d` (so the driver does not tear the GPU's state down
/// between the one-case processes), then exit.
pub fn hold(d: std::time::Duration) -> Result<(), String> {
    open()?;
    std::thread::sleep(d);
    Ok(())
}

fn launch(l: &Loaded, out: &Path) -> Result<f64, Fail> {
    std::fs::create_dir_all(out).map_err(|e| at("init")(format!("{}: {e}", out.display())))?;
    let init = at("init");
    open().map_err(&init)?;
    // load the PTX, keeping the JIT's error log
    let mut module = std::ptr::null_mut();
    let mut log = vec![0u8; 16384];
    let mut opts = [CUjit_option::CU_JIT_ERROR_LOG_BUFFER, CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES];
    let mut vals = [log.as_mut_ptr() as *mut c_void, log.len() as *mut c_void];
    // SAFETY: the options point at `log` (alive for the call) and its size; the image is
    // NUL-terminated PTX text.
    let rc = unsafe { sys::cuModuleLoadDataEx(&mut module, l.ptx.as_ptr() as *const c_void, 2, opts.as_mut_ptr(), vals.as_mut_ptr()) };
    if rc != CUresult::CUDA_SUCCESS {
        let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
        return Err(Fail { stage: "load", error: format!("cuModuleLoadDataEx: {}", name(rc)), jit_log: String::from_utf8_lossy(&log[..end]).into_owned() });
    }
    let load = at("load");
    // SAFETY (every block below): plain driver API calls on handles this function created,
    // with pointers to live locals of the sizes the API documents.
    let kname = CString::new(l.case.kernel.clone()).map_err(|_| load("the kernel name holds a NUL".into()))?;
    let mut func = std::ptr::null_mut();
    // SAFETY: as above.
    unsafe { check(sys::cuModuleGetFunction(&mut func, module, kname.as_ptr()), "cuModuleGetFunction").map_err(&load)? };
    if l.case.shared_bytes > 48 * 1024 {
        // SAFETY: as above.
        unsafe {
            check(
                sys::cuFuncSetAttribute(func, sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, l.case.shared_bytes as i32),
                "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)",
            )
            .map_err(&load)?
        };
    }
    // buffers: allocate, upload
    let mut dptrs: Vec<CUdeviceptr> = vec![];
    for bytes in &l.buffers {
        let mut p: CUdeviceptr = 0;
        // SAFETY: as above; at least 256 bytes so that an empty buffer still has an address.
        unsafe {
            check(sys::cuMemAlloc_v2(&mut p, bytes.len().max(256)), "cuMemAlloc").map_err(&init)?;
            check(sys::cuMemsetD8_v2(p, 0, bytes.len().max(256)), "cuMemsetD8").map_err(&init)?;
            if !bytes.is_empty() {
                check(sys::cuMemcpyHtoD_v2(p, bytes.as_ptr() as *const c_void, bytes.len()), "cuMemcpyHtoD").map_err(&init)?;
            }
        }
        dptrs.push(p);
    }
    // module variables
    let mut gptrs = vec![];
    for (g, init_bytes) in l.case.globals.iter().zip(&l.globals) {
        let gname = CString::new(g.name.clone()).map_err(|_| load("a global's name holds a NUL".into()))?;
        let (mut p, mut size): (CUdeviceptr, usize) = (0, 0);
        // SAFETY: as above.
        unsafe { check(sys::cuModuleGetGlobal_v2(&mut p, &mut size, module, gname.as_ptr()), &format!("cuModuleGetGlobal({})", g.name)).map_err(&load)? };
        if let Some(b) = init_bytes {
            if b.len() > size {
                return Err(init(format!("global {}: {} initial bytes, the module's variable has {size}", g.name, b.len())));
            }
            // SAFETY: as above; `b` fits the variable.
            unsafe { check(sys::cuMemcpyHtoD_v2(p, b.as_ptr() as *const c_void, b.len()), "cuMemcpyHtoD(global)").map_err(&init)? };
        }
        gptrs.push((p, size));
    }
    // parameters: each entry of kernelParams points at the parameter's value
    let mut slots: Vec<Vec<u8>> = vec![];
    for (p, v) in l.case.params.iter().zip(&l.values) {
        slots.push(match p {
            Param::Pointer { buffer, offset } => (dptrs[*buffer] + offset).to_le_bytes().to_vec(),
            Param::Null => 0u64.to_le_bytes().to_vec(),
            Param::Value { .. } => v.clone(),
        });
    }
    let mut argv: Vec<*mut c_void> = slots.iter_mut().map(|s| s.as_mut_ptr() as *mut c_void).collect();
    let (g, b) = (l.case.grid, l.case.block);
    let t = Instant::now();
    // SAFETY: `argv` holds one pointer per PTX parameter (mover::load checked the count and
    // sizes), each to a live buffer of the parameter's size.
    unsafe {
        check(sys::cuLaunchKernel(func, g[0], g[1], g[2], b[0], b[1], b[2], l.case.shared_bytes, std::ptr::null_mut(), argv.as_mut_ptr(), std::ptr::null_mut()), "cuLaunchKernel")
            .map_err(at("launch"))?;
        check(sys::cuCtxSynchronize(), "cuCtxSynchronize").map_err(at("run"))?;
    }
    let ms = t.elapsed().as_secs_f64() * 1e3;
    let back = at("readback");
    for ((buf, p), bytes) in l.case.buffers.iter().zip(&dptrs).zip(&l.buffers) {
        let mut host = vec![0u8; bytes.len()];
        if !host.is_empty() {
            // SAFETY: as above; `host` has the buffer's size.
            unsafe { check(sys::cuMemcpyDtoH_v2(host.as_mut_ptr() as *mut c_void, *p, host.len()), "cuMemcpyDtoH").map_err(&back)? };
        }
        std::fs::write(out.join(&buf.file), &host).map_err(|e| back(e.to_string()))?;
    }
    for (g, (p, size)) in l.case.globals.iter().zip(&gptrs) {
        if g.read {
            let mut host = vec![0u8; *size];
            // SAFETY: as above; the variable holds `size` bytes.
            unsafe { check(sys::cuMemcpyDtoH_v2(host.as_mut_ptr() as *mut c_void, *p, host.len()), "cuMemcpyDtoH(global)").map_err(&back)? };
            std::fs::write(out.join(&g.file), &host).map_err(|e| back(e.to_string()))?;
        }
    }
    Ok(ms)
}
