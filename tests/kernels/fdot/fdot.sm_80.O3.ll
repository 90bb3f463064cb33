; ModuleID = 'fdot.cu'
source_filename = "fdot.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fdot(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %106

14:                                               ; preds = %7
  %15 = icmp sgt i32 %6, 0
  br i1 %15, label %16, label %44

16:                                               ; preds = %14
  %17 = mul nsw i32 %6, %12
  %18 = and i32 %6, 3
  %19 = icmp ult i32 %6, 4
  br i1 %19, label %24, label %20

20:                                               ; preds = %16
  %21 = and i32 %6, 2147483644
  br label %60

22:                                               ; preds = %60
  %23 = icmp eq i32 %18, 0
  br i1 %23, label %44, label %24

24:                                               ; preds = %22, %16
  %25 = phi float [ 0.000000e+00, %16 ], [ %102, %22 ]
  %26 = phi i32 [ 0, %16 ], [ %103, %22 ]
  %27 = icmp ne i32 %18, 0
  tail call void @llvm.assume(i1 %27)
  br label %28

28:                                               ; preds = %28, %24
  %29 = phi float [ %25, %24 ], [ %40, %28 ]
  %30 = phi i32 [ %26, %24 ], [ %41, %28 ]
  %31 = phi i32 [ 0, %24 ], [ %42, %28 ]
  %32 = add nsw i32 %30, %17
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = zext nneg i32 %30 to i64
  %37 = getelementptr inbounds nuw float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = fmul contract float %35, %38
  %40 = fadd contract float %29, %39
  %41 = add nuw nsw i32 %30, 1
  %42 = add i32 %31, 1
  %43 = icmp eq i32 %42, %18
  br i1 %43, label %44, label %28, !llvm.loop !10

44:                                               ; preds = %22, %28, %14
  %45 = phi float [ 0.000000e+00, %14 ], [ %102, %22 ], [ %40, %28 ]
  %46 = sext i32 %12 to i64
  %47 = getelementptr inbounds float, ptr %3, i64 %46
  store float %45, ptr %47, align 4, !tbaa !8
  %48 = getelementptr inbounds float, ptr %2, i64 %46
  %49 = load float, ptr %48, align 4, !tbaa !8
  %50 = getelementptr i8, ptr %48, i64 4
  %51 = load float, ptr %50, align 4, !tbaa !8
  %52 = getelementptr i8, ptr %48, i64 8
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = fmul contract float %49, 0x3FD3333340000000
  %55 = fmul contract float %51, 0x3FD99999A0000000
  %56 = fadd contract float %54, %55
  %57 = fmul contract float %53, 0x3FD3333340000000
  %58 = fadd contract float %56, %57
  %59 = getelementptr inbounds float, ptr %4, i64 %46
  store float %58, ptr %59, align 4, !tbaa !8
  br label %106

60:                                               ; preds = %60, %20
  %61 = phi float [ 0.000000e+00, %20 ], [ %102, %60 ]
  %62 = phi i32 [ 0, %20 ], [ %103, %60 ]
  %63 = phi i32 [ 0, %20 ], [ %104, %60 ]
  %64 = add nsw i32 %62, %17
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !8
  %68 = zext nneg i32 %62 to i64
  %69 = getelementptr inbounds nuw float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !8
  %71 = fmul contract float %67, %70
  %72 = fadd contract float %61, %71
  %73 = or disjoint i32 %62, 1
  %74 = add nsw i32 %73, %17
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !8
  %78 = zext nneg i32 %73 to i64
  %79 = getelementptr inbounds nuw float, ptr %1, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !8
  %81 = fmul contract float %77, %80
  %82 = fadd contract float %72, %81
  %83 = or disjoint i32 %62, 2
  %84 = add nsw i32 %83, %17
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !8
  %88 = zext nneg i32 %83 to i64
  %89 = getelementptr inbounds nuw float, ptr %1, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !8
  %91 = fmul contract float %87, %90
  %92 = fadd contract float %82, %91
  %93 = or disjoint i32 %62, 3
  %94 = add nsw i32 %93, %17
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %0, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !8
  %98 = zext nneg i32 %93 to i64
  %99 = getelementptr inbounds nuw float, ptr %1, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !8
  %101 = fmul contract float %97, %100
  %102 = fadd contract float %92, %101
  %103 = add nuw nsw i32 %62, 4
  %104 = add i32 %63, 4
  %105 = icmp eq i32 %104, %21
  br i1 %105, label %22, label %60, !llvm.loop !12

106:                                              ; preds = %7, %44
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
