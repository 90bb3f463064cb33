; ModuleID = 'nv.cu'
source_filename = "nv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { i32, float, i16 }

@table = dso_local addrspace(4) externally_initialized constant [8 x i32] zeroinitializer, align 4
@dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @table to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 0, 32) i32 @_Z4lanev() local_unnamed_addr #0 {
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @vote(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly byval(%struct.Params) align 4 captures(none) %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !4
  %8 = and i32 %7, 1
  %9 = icmp ne i32 %8, 0
  %10 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %9)
  %11 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %12 = icmp samesign ult i32 %11, 16
  br i1 %12, label %13, label %16

13:                                               ; preds = %3
  %14 = sub nuw nsw i32 15, %11
  %15 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 65535, i32 %7, i32 %14, i32 31)
  br label %16

16:                                               ; preds = %13, %3
  %17 = phi i32 [ %15, %13 ], [ 0, %3 ]
  %18 = mul nuw nsw i32 %4, 3
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr %1, i64 %19
  store i32 %10, ptr %20, align 4, !tbaa !4
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 4
  store i32 %17, ptr %21, align 4, !tbaa !4
  %22 = and i32 %4, 7
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @table to ptr), i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !4
  %26 = load i32, ptr %2, align 4, !tbaa !8
  %27 = mul i32 %26, %25
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !12
  %30 = fptoui float %29 to i32
  %31 = add i32 %27, %30
  %32 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store i32 %31, ptr %32, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @cnt(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #4 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !4
  %7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %4
  store i32 %6, ptr %7, align 4, !tbaa !4
  %8 = icmp ugt i32 %6, 50
  %9 = tail call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %8)
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = trunc nuw nsw i32 %3 to i16
  %12 = add nuw nsw i16 %11, 1
  %13 = trunc nuw nsw i32 %10 to i16
  %14 = urem i16 %12, %13
  %15 = zext nneg i16 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !4
  %18 = add i32 %17, %9
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %4
  store i32 %18, ptr %19, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @dead(ptr noundef writeonly captures(none) %0) local_unnamed_addr #6 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp samesign ult i32 %2, 16
  %4 = zext nneg i32 %2 to i64
  br i1 %3, label %5, label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %7 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %2, i32 0, i32 31)
  store i32 %7, ptr %6, align 4, !tbaa !4
  br label %8

8:                                                ; preds = %1, %5
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 128
  store i32 %2, ptr %10, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @hf(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #7 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw half, ptr %0, i64 %4
  %6 = load half, ptr %5, align 2, !tbaa !13
  %7 = fmul contract half %6, 0xH4200
  %8 = fadd contract half %7, 0xH2E66
  %9 = getelementptr inbounds nuw half, ptr %1, i64 %4
  store half %8, ptr %9, align 2, !tbaa !13
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !5, i64 0}
!9 = !{!"_ZTS6Params", !5, i64 0, !10, i64 4, !11, i64 8}
!10 = !{!"float", !6, i64 0}
!11 = !{!"short", !6, i64 0}
!12 = !{!9, !10, i64 4}
!13 = !{!14, !14, i64 0}
!14 = !{!"_Float16", !6, i64 0}
