define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %1 = add nuw nsw i32 %0, 1
  %2 = and i32 %1, 31
  %3 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %2, i32 31)
  ret i32 %3
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
