; AMD buffer fat pointers (`ptr addrspace(7)`: a V# and a 32-bit offset) on GFX9. Each operation
; means what LLVM 22's amdgpu-lower-buffer-fat-pointers pass makes of it (opt-22 -passes=
; amdgpu-lower-buffer-fat-pointers): accesses become raw buffer accesses at voffset = the offset,
; soffset 0, with the raw range check (GFX9: bytes against num_records); getelementptr adds to
; the offset; addrspacecast from address space 8 and make.buffer.rsrc.p7 start at offset 0;
; icmp compares the offsets only; ptrtoint to i32 is the offset. %in holds words 100..115;
; 16 lanes, i = lane.
; arg1: load i32 at gep(p, i), num_records 32: lanes 0..7 read 100 + i, lanes 8..15 0.
; arg2: load <2 x i32> at gep(<2 x i32>, p, i): offsets 8i, 8i + 4 against 32: lanes 0..3 read
;       (100 + 2i, 101 + 2i), the others (0, 0).
; arg3 (fill 7): store 200 + i through addrspacecast(p8 resource over arg3, num_records 16) at
;       gep(i32, i): words 0..3 written, the other lanes dropped.
; arg4 (fill 0): atomicrmw add 1 at gep(i32, i & 1), num_records 4: word 0 gets the 8 even
;       lanes, word 1 is out of range: [8, 0].
; arg5: cmpxchg(5 -> 50 + i) at gep(i32, i & 1) over arg6 (2 words, fill 5, num_records 8), lanes
;       in increasing order: lanes 0 and 1 find 5 and succeed (word 0 = 50, word 1 = 51); the
;       others fail. arg5[i] = the success flag: [1, 1, 0, …].
; arg7: (icmp eq gep(p, i), gep(cast(r), i)) * 2 + (icmp ult gep(p, i), gep(p, 3)): the offsets
;       are equal in every lane (the resources differ; the pass compares offsets only), and i < 3
;       in lanes 0..2: [3, 3, 3, 2, …].
; arg8: ptrtoint gep(p, i) to i32 = the offset 4i.
; launch: "kernel": "k", "target": "gfx942", "block": [16], "args": [
; launch:   {"buffer": "u32", "data": [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115]},
; launch:   {"buffer": "u32", "len": 16, "fill": 9}, {"buffer": "u32", "len": 32, "fill": 9}, {"buffer": "u32", "len": 16, "fill": 7},
; launch:   {"buffer": "u32", "len": 2, "fill": 0}, {"buffer": "u32", "len": 16, "fill": 9}, {"buffer": "u32", "len": 2, "fill": 5},
; launch:   {"buffer": "u32", "len": 16, "fill": 9}, {"buffer": "u32", "len": 16, "fill": 9}]
; expect: {"1": {"data": [100, 101, 102, 103, 104, 105, 106, 107, 0, 0, 0, 0, 0, 0, 0, 0]},
; expect:  "2": {"data": [100, 101, 102, 103, 104, 105, 106, 107, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
; expect:  "3": {"data": [200, 201, 202, 203, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]},
; expect:  "4": {"data": [8, 0]},
; expect:  "5": {"data": [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
; expect:  "6": {"data": [50, 51]},
; expect:  "7": {"data": [3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]},
; expect:  "8": {"data": [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %o1, ptr addrspace(1) inreg %o2, ptr addrspace(1) inreg %o3, ptr addrspace(1) inreg %cnt, ptr addrspace(1) inreg %o5, ptr addrspace(1) inreg %cas, ptr addrspace(1) inreg %o7, ptr addrspace(1) inreg %o8) #0 {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %i1 = and i32 %i, 1
  %p = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %in, i16 0, i64 32, i32 159744)
  %q = getelementptr i32, ptr addrspace(7) %p, i32 %i
  %v = load i32, ptr addrspace(7) %q, align 4
  %p1 = getelementptr i32, ptr addrspace(1) %o1, i32 %i
  store i32 %v, ptr addrspace(1) %p1, align 4
  %q2 = getelementptr <2 x i32>, ptr addrspace(7) %p, i32 %i
  %v2 = load <2 x i32>, ptr addrspace(7) %q2, align 8
  %p2 = getelementptr <2 x i32>, ptr addrspace(1) %o2, i32 %i
  store <2 x i32> %v2, ptr addrspace(1) %p2, align 8
  %r = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %o3, i16 0, i64 16, i32 159744)
  %c = addrspacecast ptr addrspace(8) %r to ptr addrspace(7)
  %qc = getelementptr i32, ptr addrspace(7) %c, i32 %i
  %w = add i32 %i, 200
  store i32 %w, ptr addrspace(7) %qc, align 4
  %pc = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %cnt, i16 0, i64 4, i32 159744)
  %qa = getelementptr i32, ptr addrspace(7) %pc, i32 %i1
  %old = atomicrmw add ptr addrspace(7) %qa, i32 1 monotonic, align 4
  %px = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %cas, i16 0, i64 8, i32 159744)
  %qx = getelementptr i32, ptr addrspace(7) %px, i32 %i1
  %new = add i32 %i, 50
  %cx = cmpxchg ptr addrspace(7) %qx, i32 5, i32 %new monotonic monotonic, align 4
  %ok = extractvalue { i32, i1 } %cx, 1
  %okz = zext i1 %ok to i32
  %p5 = getelementptr i32, ptr addrspace(1) %o5, i32 %i
  store i32 %okz, ptr addrspace(1) %p5, align 4
  %eq = icmp eq ptr addrspace(7) %q, %qc
  %q3 = getelementptr i32, ptr addrspace(7) %p, i32 3
  %lt = icmp ult ptr addrspace(7) %q, %q3
  %eqz = zext i1 %eq to i32
  %eq2 = shl i32 %eqz, 1
  %ltz = zext i1 %lt to i32
  %cmps = or i32 %eq2, %ltz
  %p7 = getelementptr i32, ptr addrspace(1) %o7, i32 %i
  store i32 %cmps, ptr addrspace(1) %p7, align 4
  %off = ptrtoint ptr addrspace(7) %q to i32
  %p8 = getelementptr i32, ptr addrspace(1) %o8, i32 %i
  store i32 %off, ptr addrspace(1) %p8, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)

attributes #0 = { "target-cpu"="gfx942" }
