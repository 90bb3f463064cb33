define i32 @snippet() {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %1 = mul nuw nsw i32 %0, 10
  %2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %1, i32 3, i32 31)
  ret i32 %2
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
