; ModuleID = 'vecloop.cu'
source_filename = "vecloop.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @vecloop(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %152

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = sext i32 %4 to i64
  %15 = mul nsw i64 %14, %13
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %17 = icmp sgt i32 %4, 0
  br i1 %17, label %18, label %49

18:                                               ; preds = %12
  %19 = and i32 %4, 3
  %20 = icmp ult i32 %4, 4
  br i1 %20, label %25, label %21

21:                                               ; preds = %18
  %22 = and i32 %4, 2147483644
  br label %60

23:                                               ; preds = %60
  %24 = icmp eq i32 %19, 0
  br i1 %24, label %49, label %25

25:                                               ; preds = %23, %18
  %26 = phi i32 [ 0, %18 ], [ %94, %23 ]
  %27 = phi i32 [ 0, %18 ], [ %95, %23 ]
  %28 = phi i32 [ 0, %18 ], [ %98, %23 ]
  %29 = phi i32 [ 0, %18 ], [ %97, %23 ]
  %30 = phi i32 [ -1, %18 ], [ %96, %23 ]
  %31 = icmp ne i32 %19, 0
  tail call void @llvm.assume(i1 %31)
  br label %32

32:                                               ; preds = %32, %25
  %33 = phi i32 [ %42, %32 ], [ %26, %25 ]
  %34 = phi i32 [ %43, %32 ], [ %27, %25 ]
  %35 = phi i32 [ %46, %32 ], [ %28, %25 ]
  %36 = phi i32 [ %45, %32 ], [ %29, %25 ]
  %37 = phi i32 [ %44, %32 ], [ %30, %25 ]
  %38 = phi i32 [ %47, %32 ], [ 0, %25 ]
  %39 = zext nneg i32 %35 to i64
  %40 = getelementptr inbounds nuw i32, ptr %16, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !4
  %42 = add i32 %41, %33
  %43 = tail call i32 @llvm.umax.i32(i32 %41, i32 %34)
  %44 = tail call i32 @llvm.umin.i32(i32 %41, i32 %37)
  %45 = xor i32 %41, %36
  %46 = add nuw nsw i32 %35, 1
  %47 = add i32 %38, 1
  %48 = icmp eq i32 %47, %19
  br i1 %48, label %49, label %32, !llvm.loop !8

49:                                               ; preds = %23, %32, %12
  %50 = phi i32 [ -1, %12 ], [ %96, %23 ], [ %44, %32 ]
  %51 = phi i32 [ 0, %12 ], [ %97, %23 ], [ %45, %32 ]
  %52 = phi i32 [ 0, %12 ], [ %95, %23 ], [ %43, %32 ]
  %53 = phi i32 [ 0, %12 ], [ %94, %23 ], [ %42, %32 ]
  %54 = getelementptr inbounds nuw i8, ptr %1, i64 %15
  br i1 %17, label %55, label %116

55:                                               ; preds = %49
  %56 = and i32 %4, 1
  %57 = icmp eq i32 %4, 1
  br i1 %57, label %103, label %58

58:                                               ; preds = %55
  %59 = and i32 %4, 2147483646
  br label %127

60:                                               ; preds = %60, %21
  %61 = phi i32 [ 0, %21 ], [ %94, %60 ]
  %62 = phi i32 [ 0, %21 ], [ %95, %60 ]
  %63 = phi i32 [ 0, %21 ], [ %98, %60 ]
  %64 = phi i32 [ 0, %21 ], [ %97, %60 ]
  %65 = phi i32 [ -1, %21 ], [ %96, %60 ]
  %66 = phi i32 [ 0, %21 ], [ %99, %60 ]
  %67 = zext nneg i32 %63 to i64
  %68 = getelementptr inbounds nuw i32, ptr %16, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !4
  %70 = add i32 %69, %61
  %71 = tail call i32 @llvm.umax.i32(i32 %69, i32 %62)
  %72 = tail call i32 @llvm.umin.i32(i32 %69, i32 %65)
  %73 = xor i32 %69, %64
  %74 = zext nneg i32 %63 to i64
  %75 = getelementptr inbounds nuw i32, ptr %16, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 4
  %77 = load i32, ptr %76, align 4, !tbaa !4
  %78 = add i32 %77, %70
  %79 = tail call i32 @llvm.umax.i32(i32 %77, i32 %71)
  %80 = tail call i32 @llvm.umin.i32(i32 %77, i32 %72)
  %81 = xor i32 %77, %73
  %82 = zext nneg i32 %63 to i64
  %83 = getelementptr inbounds nuw i32, ptr %16, i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 8
  %85 = load i32, ptr %84, align 4, !tbaa !4
  %86 = add i32 %85, %78
  %87 = tail call i32 @llvm.umax.i32(i32 %85, i32 %79)
  %88 = tail call i32 @llvm.umin.i32(i32 %85, i32 %80)
  %89 = xor i32 %85, %81
  %90 = zext nneg i32 %63 to i64
  %91 = getelementptr inbounds nuw i32, ptr %16, i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 12
  %93 = load i32, ptr %92, align 4, !tbaa !4
  %94 = add i32 %93, %86
  %95 = tail call i32 @llvm.umax.i32(i32 %93, i32 %87)
  %96 = tail call i32 @llvm.umin.i32(i32 %93, i32 %88)
  %97 = xor i32 %93, %89
  %98 = add nuw nsw i32 %63, 4
  %99 = add i32 %66, 4
  %100 = icmp eq i32 %99, %22
  br i1 %100, label %23, label %60, !llvm.loop !10

101:                                              ; preds = %127
  %102 = icmp eq i32 %56, 0
  br i1 %102, label %116, label %103

103:                                              ; preds = %101, %55
  %104 = phi i32 [ 0, %55 ], [ %149, %101 ]
  %105 = phi i32 [ 0, %55 ], [ %146, %101 ]
  %106 = phi i32 [ 0, %55 ], [ %145, %101 ]
  %107 = icmp ne i32 %56, 0
  tail call void @llvm.assume(i1 %107)
  %108 = zext nneg i32 %104 to i64
  %109 = getelementptr inbounds nuw i8, ptr %54, i64 %108
  %110 = load i8, ptr %109, align 1, !tbaa !12
  %111 = zext i8 %110 to i32
  %112 = add i32 %106, %111
  %113 = tail call i32 @llvm.umax.i32(i32 %105, i32 %111)
  %114 = mul i8 %110, 3
  %115 = add i8 %114, 1
  store i8 %115, ptr %109, align 1, !tbaa !12
  br label %116

116:                                              ; preds = %103, %101, %49
  %117 = phi i32 [ 0, %49 ], [ %145, %101 ], [ %112, %103 ]
  %118 = phi i32 [ 0, %49 ], [ %146, %101 ], [ %113, %103 ]
  %119 = mul nsw i32 %10, 6
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr %2, i64 %120
  store i32 %53, ptr %121, align 4, !tbaa !4
  %122 = getelementptr i8, ptr %121, i64 4
  store i32 %52, ptr %122, align 4, !tbaa !4
  %123 = getelementptr i8, ptr %121, i64 8
  store i32 %50, ptr %123, align 4, !tbaa !4
  %124 = getelementptr i8, ptr %121, i64 12
  store i32 %51, ptr %124, align 4, !tbaa !4
  %125 = getelementptr i8, ptr %121, i64 16
  store i32 %117, ptr %125, align 4, !tbaa !4
  %126 = getelementptr i8, ptr %121, i64 20
  store i32 %118, ptr %126, align 4, !tbaa !4
  br label %152

127:                                              ; preds = %127, %58
  %128 = phi i32 [ 0, %58 ], [ %149, %127 ]
  %129 = phi i32 [ 0, %58 ], [ %146, %127 ]
  %130 = phi i32 [ 0, %58 ], [ %145, %127 ]
  %131 = phi i32 [ 0, %58 ], [ %150, %127 ]
  %132 = zext nneg i32 %128 to i64
  %133 = getelementptr inbounds nuw i8, ptr %54, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !12
  %135 = zext i8 %134 to i32
  %136 = add i32 %130, %135
  %137 = tail call i32 @llvm.umax.i32(i32 %129, i32 %135)
  %138 = mul i8 %134, 3
  %139 = add i8 %138, 1
  store i8 %139, ptr %133, align 1, !tbaa !12
  %140 = zext nneg i32 %128 to i64
  %141 = getelementptr inbounds nuw i8, ptr %54, i64 %140
  %142 = getelementptr inbounds nuw i8, ptr %141, i64 1
  %143 = load i8, ptr %142, align 1, !tbaa !12
  %144 = zext i8 %143 to i32
  %145 = add i32 %136, %144
  %146 = tail call i32 @llvm.umax.i32(i32 %137, i32 %144)
  %147 = mul i8 %143, 3
  %148 = add i8 %147, 1
  store i8 %148, ptr %142, align 1, !tbaa !12
  %149 = add nuw nsw i32 %128, 2
  %150 = add i32 %131, 2
  %151 = icmp eq i32 %150, %59
  br i1 %151, label %101, label %127, !llvm.loop !13

152:                                              ; preds = %5, %116
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!6, !6, i64 0}
!13 = distinct !{!13, !11}
