define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %1 = icmp samesign ult i32 %0, 16
  br i1 %1, label %2, label %4

2:
  %3 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 16, i32 31)
  br label %6

4:
  %5 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 16, i32 0)
  br label %6

6:
  %7 = phi i32 [ %3, %2 ], [ %5, %4 ]
  ret i32 %7
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
