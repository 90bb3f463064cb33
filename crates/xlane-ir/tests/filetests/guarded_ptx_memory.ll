; Guarded inline PTX memory access, as Triton writes masked loads, stores and atomics
; (`mov` of the default, then `@p ld/st/atom`): only lanes whose guard holds touch memory.
; 8 lanes; lane i is "in" when i < 5. Out-of-range lanes use a pointer 1 MiB past the end of
; their buffer, so any access by them would stop the run with `out-of-bounds`.
; - %v: `mov 0x80000000; @p ld.global.b32` of in[i]: in[i] = 10 + i for i < 5, else 0x80000000
; - out[i] = 2 * v for i < 5 through `@p st.global.b32`; lanes 5..7 keep out's fill 7
; - `@p atom.global.add.u32` of 1 to cnt[0] by lanes 0..4: cnt[0] = 5; each lane's old value
;   (0..4 in lane order) is stored to old[i] for i < 5, lanes 5..7 keep the default 99
; - `@!p st.shared::cta.b32` writes lanes 5..7's index to the shared word tile[i]; after the
;   barrier lane i reads tile[i]: 5, 6, 7 there; the other words were zeroed first by lane i
; launch: "kernel": "k", "target": "sm_90", "block": [8], "args": [
; launch:   {"buffer": "u32", "data": [10, 11, 12, 13, 14, 15, 16, 17]},
; launch:   {"buffer": "u32", "len": 8, "fill": 7}, {"buffer": "u32", "len": 1, "fill": 0},
; launch:   {"buffer": "u32", "len": 8, "fill": 0}, {"buffer": "u32", "len": 8, "fill": 0}]
; expect: {"1": {"data": [20, 22, 24, 26, 28, 7, 7, 7]}, "2": {"data": [5]}, "3": {"data": [0, 1, 2, 3, 4, 99, 99, 99]}, "4": {"data": [0, 0, 0, 0, 0, 5, 6, 7]}}
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@tile = internal addrspace(3) global [8 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %cnt, ptr addrspace(1) %old, ptr addrspace(1) %shared_out) {
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = icmp ult i32 %t, 5
  %far = select i1 %p, i64 0, i64 262144
  %i = zext i32 %t to i64
  %j = add i64 %i, %far
  %pin = getelementptr i32, ptr addrspace(1) %in, i64 %j
  %v = tail call i32 asm sideeffect "mov.u32 $0, 0x80000000;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %pin, i1 %p)
  %d = shl i32 %v, 1
  %pout = getelementptr i32, ptr addrspace(1) %out, i64 %j
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %d, ptr addrspace(1) %pout, i1 %p)
  %pc = getelementptr i32, ptr addrspace(1) %cnt, i64 %far
  %o = tail call i32 asm sideeffect "mov.u32 $0, 99;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %pc, i32 1, i1 %p)
  %po = getelementptr i32, ptr addrspace(1) %old, i64 %i
  store i32 %o, ptr addrspace(1) %po, align 4
  %ps = getelementptr [8 x i32], ptr addrspace(3) @tile, i32 0, i32 %t
  store i32 0, ptr addrspace(3) %ps, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %q = xor i1 %p, true
  %sv = insertelement <1 x i32> poison, i32 %t, i64 0
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %ps, <1 x i32> %sv, i1 %q)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w = load i32, ptr addrspace(3) %ps, align 4
  %pw = getelementptr i32, ptr addrspace(1) %shared_out, i64 %i
  store i32 %w, ptr addrspace(1) %pw, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
