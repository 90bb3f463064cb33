; libdevice's rounding, min/max and conversion intrinsics (NVPTXIntrinsics.td: round.f is
; cvt.rni, to nearest with ties to even; floor.ftz.f is cvt.rmi.ftz, which flushes a
; subnormal input to a zero of its sign first; fmax.f is max.f32; i2f.rn is cvt.rn.f32.s32).
; Lane inputs x: 2.5, -2.5, 3.5, -0.0, 1e-40, -1e-40 (subnormals), 7.9, -7.1; n: 2^24+1,
; 2^24+3, -3, 0, 1, 2, 3, 4. Results as bits:
; round(x): 2, -2, 4, -0, +0, -0, 8, -7 (ties go to even: 2.5 -> 2, 3.5 -> 4)
; floor.ftz(x): 2, -3, 3, -0, +0, -0 (flushed first: floor(-1e-40) would be -1), 7, -8
; fmax(x, 1): 2.5, 1, 3.5, 1, 1, 1, 7.9, 1
; i2f.rn(n): 2^24 (2^24+1 ties to the even 2^24), 2^24+4, -3, 0, 1, 2, 3, 4
; launch: "kernel": "k", "target": "sm_90", "block": [8], "args": [
; launch:   {"buffer": "u32", "data": ["0x40200000", "0xc0200000", "0x40600000", "0x80000000", "0x000116c2", "0x800116c2", "0x40fccccd", "0xc0e33333"]},
; launch:   {"buffer": "u32", "data": [16777217, 16777219, "0xfffffffd", 0, 1, 2, 3, 4]},
; launch:   {"buffer": "u32", "len": 32, "fill": 0}]
; expect: {"2": {"data": ["0x40000000", "0xc0000000", "0x40800000", "0x80000000", "0x00000000", "0x80000000", "0x41000000", "0xc0e00000",
; expect:   "0x40000000", "0xc0400000", "0x40400000", "0x80000000", "0x00000000", "0x80000000", "0x40e00000", "0xc1000000",
; expect:   "0x40200000", "0x3f800000", "0x40600000", "0x3f800000", "0x3f800000", "0x3f800000", "0x40fccccd", "0x3f800000",
; expect:   "0x4b800000", "0x4b800002", "0xc0400000", "0x00000000", "0x3f800000", "0x40000000", "0x40400000", "0x40800000"]}}
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %xs, ptr %ns, ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr float, ptr %xs, i32 %t
  %x = load float, ptr %px, align 4
  %pn = getelementptr i32, ptr %ns, i32 %t
  %n = load i32, ptr %pn, align 4
  %r = call float @llvm.nvvm.round.f(float %x)
  %f = call float @llvm.nvvm.floor.ftz.f(float %x)
  %m = call float @llvm.nvvm.fmax.f(float %x, float 1.0)
  %c = call float @llvm.nvvm.i2f.rn(i32 %n)
  %o0 = getelementptr float, ptr %out, i32 %t
  store float %r, ptr %o0, align 4
  %o1 = getelementptr float, ptr %o0, i32 8
  store float %f, ptr %o1, align 4
  %o2 = getelementptr float, ptr %o0, i32 16
  store float %m, ptr %o2, align 4
  %o3 = getelementptr float, ptr %o0, i32 24
  store float %c, ptr %o3, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.round.f(float)
declare float @llvm.nvvm.floor.ftz.f(float)
declare float @llvm.nvvm.fmax.f(float, float)
declare float @llvm.nvvm.i2f.rn(i32)
