; Buffer loads straight to LDS on gfx950 (LLVM 24's `raw.ptr.buffer.load.async.lds`, Triton's
; form, and LLVM 22's `raw.ptr.buffer.load.lds`): each lane's data goes to LDS at
; M0 + imm_offset + lane * 4 (4 bytes) or lane * 16 (16 bytes) (CDNA3/CDNA4 ISA "Memory
; Buffer Load to LDS"), read through the buffer's range check (imm_offset included).
; 16 lanes; %in holds words 100..115, the resource's num_records is 40 bytes (words 0..9).
; Load A (4 bytes, LDS base @lds, voffset 4i, imm_offset 4): lane i reads byte 4i + 4, in
;   range when 4i + 8 <= 40 (i <= 8): 101 + i, else 0; it lands in LDS word i + 1. LDS word 0
;   and words 17..19 are never written (undefined: null).
; Load B (16 bytes, LDS base @lds + 80 bytes = word 20, voffset 16i, imm_offset 0): lane i's
;   dword j reads byte 16i + 4j, in range when 16i + 4j + 4 <= 40: lane 0 gets 100..103,
;   lane 1 104..107, lane 2 108, 109, 0, 0, lanes 3..15 zeros; they land in LDS words
;   20 + 4i + j.
; After the barrier every lane copies LDS words i, i + 16, ..., i + 80 (below 84) to %out.
; launch: "kernel": "k", "target": "gfx950", "block": [16], "args": [
; launch:   {"buffer": "u32", "data": [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115]},
; launch:   {"buffer": "u32", "len": 84, "fill": 7}]
; expect: {"1": {"data": [null, 101, 102, 103, 104, 105, 106, 107, 108, 109, 0, 0, 0, 0, 0, 0, 0, null, null, null, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@lds = internal addrspace(3) global [84 x i32] undef, align 16

define amdgpu_kernel void @k(ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %out) {
entry:
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %r = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 40, i32 159744)
  %four_i = shl i32 %i, 2
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %r, ptr addrspace(3) @lds, i32 4, i32 %four_i, i32 0, i32 4, i32 0)
  %sixteen_i = shl i32 %i, 4
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %r, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 80), i32 16, i32 %sixteen_i, i32 0, i32 0, i32 0)
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.wait.asyncmark(i16 0)
  tail call void @llvm.amdgcn.s.barrier()
  %i0 = add i32 %i, 0
  %ok0 = icmp ult i32 %i0, 84
  br i1 %ok0, label %c0, label %n0

c0:
  %s0 = getelementptr [84 x i32], ptr addrspace(3) @lds, i32 0, i32 %i0
  %v0 = load i32, ptr addrspace(3) %s0, align 4
  %d0 = getelementptr i32, ptr addrspace(1) %out, i32 %i0
  store i32 %v0, ptr addrspace(1) %d0, align 4
  br label %n0

n0:
  %i1 = add i32 %i, 16
  %ok1 = icmp ult i32 %i1, 84
  br i1 %ok1, label %c1, label %n1

c1:
  %s1 = getelementptr [84 x i32], ptr addrspace(3) @lds, i32 0, i32 %i1
  %v1 = load i32, ptr addrspace(3) %s1, align 4
  %d1 = getelementptr i32, ptr addrspace(1) %out, i32 %i1
  store i32 %v1, ptr addrspace(1) %d1, align 4
  br label %n1

n1:
  %i2 = add i32 %i, 32
  %ok2 = icmp ult i32 %i2, 84
  br i1 %ok2, label %c2, label %n2

c2:
  %s2 = getelementptr [84 x i32], ptr addrspace(3) @lds, i32 0, i32 %i2
  %v2 = load i32, ptr addrspace(3) %s2, align 4
  %d2 = getelementptr i32, ptr addrspace(1) %out, i32 %i2
  store i32 %v2, ptr addrspace(1) %d2, align 4
  br label %n2

n2:
  %i3 = add i32 %i, 48
  %ok3 = icmp ult i32 %i3, 84
  br i1 %ok3, label %c3, label %n3

c3:
  %s3 = getelementptr [84 x i32], ptr addrspace(3) @lds, i32 0, i32 %i3
  %v3 = load i32, ptr addrspace(3) %s3, align 4
  %d3 = getelementptr i32, ptr addrspace(1) %out, i32 %i3
  store i32 %v3, ptr addrspace(1) %d3, align 4
  br label %n3

n3:
  %i4 = add i32 %i, 64
  %ok4 = icmp ult i32 %i4, 84
  br i1 %ok4, label %c4, label %n4

c4:
  %s4 = getelementptr [84 x i32], ptr addrspace(3) @lds, i32 0, i32 %i4
  %v4 = load i32, ptr addrspace(3) %s4, align 4
  %d4 = getelementptr i32, ptr addrspace(1) %out, i32 %i4
  store i32 %v4, ptr addrspace(1) %d4, align 4
  br label %n4

n4:
  %i5 = add i32 %i, 80
  %ok5 = icmp ult i32 %i5, 84
  br i1 %ok5, label %c5, label %n5

c5:
  %s5 = getelementptr [84 x i32], ptr addrspace(3) @lds, i32 0, i32 %i5
  %v5 = load i32, ptr addrspace(3) %s5, align 4
  %d5 = getelementptr i32, ptr addrspace(1) %out, i32 %i5
  store i32 %v5, ptr addrspace(1) %d5, align 4
  br label %n5

n5:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32 immarg, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8), ptr addrspace(3), i32 immarg, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)
declare void @llvm.amdgcn.s.barrier()
