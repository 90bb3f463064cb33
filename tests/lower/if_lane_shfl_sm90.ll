define i32 @snippet() {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %1 = icmp samesign ult i32 %0, 4
  br i1 %1, label %2, label %4

2:
  %3 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %0, i32 0, i32 31)
  br label %4

4:
  %5 = phi i32 [ %3, %2 ], [ 0, %entry ]
  ret i32 %5
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
