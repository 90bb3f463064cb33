; Lanes 16-31 run shfl.sync.idx with member mask 0xffff, which does not name them: their
; result is undefined (PTX ISA, shfl.sync). docs/json.md runs it to show warnings and
; mismatches in `xlane --json run`.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 65535, i32 %t, i32 0, i32 31)
  %s = add i32 %r, 1
  %ti = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ti
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
