; ModuleID = 'aos.cu'
source_filename = "aos.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { float, i32, i32, [4 x float] }
%struct.Particle = type { %struct.float4, %struct.int2, i32, float }
%struct.float4 = type { float, float, float, float }
%struct.int2 = type { i32, i32 }

$_Z3mixILi3EEjj = comdat any

@kTable = dso_local addrspace(4) externally_initialized constant [16 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6, i32 5, i32 3, i32 5, i32 8, i32 9, i32 7, i32 9, i32 3], align 4
@dyn = external dso_local addrspace(3) global [0 x i32], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @kTable to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3fibj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %46, label %3

3:                                                ; preds = %1
  %4 = add i32 %0, -2
  %5 = lshr i32 %4, 1
  %6 = add nuw i32 %5, 1
  %7 = and i32 %6, 3
  %8 = icmp ult i32 %4, 6
  br i1 %8, label %32, label %9

9:                                                ; preds = %3
  %10 = and i32 %6, -4
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %0, %9 ], [ %24, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %27, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %28, %11 ]
  %15 = add i32 %12, -1
  %16 = tail call noundef i32 @_Z3fibj(i32 noundef %15) #10
  %17 = add i32 %16, %13
  %18 = add i32 %12, -3
  %19 = tail call noundef i32 @_Z3fibj(i32 noundef %18) #10
  %20 = add i32 %19, %17
  %21 = add i32 %12, -5
  %22 = tail call noundef i32 @_Z3fibj(i32 noundef %21) #10
  %23 = add i32 %22, %20
  %24 = add i32 %12, -8
  %25 = add i32 %12, -7
  %26 = tail call noundef i32 @_Z3fibj(i32 noundef %25) #10
  %27 = add i32 %26, %23
  %28 = add i32 %14, 4
  %29 = icmp eq i32 %28, %10
  br i1 %29, label %30, label %11

30:                                               ; preds = %11
  %31 = icmp eq i32 %7, 0
  br i1 %31, label %46, label %32

32:                                               ; preds = %30, %3
  %33 = phi i32 [ %0, %3 ], [ %24, %30 ]
  %34 = phi i32 [ 0, %3 ], [ %27, %30 ]
  %35 = icmp ne i32 %7, 0
  tail call void @llvm.assume(i1 %35)
  br label %36

36:                                               ; preds = %36, %32
  %37 = phi i32 [ %40, %36 ], [ %33, %32 ]
  %38 = phi i32 [ %43, %36 ], [ %34, %32 ]
  %39 = phi i32 [ %44, %36 ], [ 0, %32 ]
  %40 = add i32 %37, -2
  %41 = add i32 %37, -1
  %42 = tail call noundef i32 @_Z3fibj(i32 noundef %41) #10
  %43 = add i32 %42, %38
  %44 = add i32 %39, 1
  %45 = icmp eq i32 %44, %7
  br i1 %45, label %46, label %36, !llvm.loop !8

46:                                               ; preds = %30, %36, %1
  %47 = phi i32 [ 0, %1 ], [ %27, %30 ], [ %43, %36 ]
  %48 = phi i32 [ %0, %1 ], [ %24, %30 ], [ %40, %36 ]
  %49 = add i32 %48, %47
  ret i32 %49
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z4sum4PKj(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i32, ptr %0, align 4, !tbaa !4
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !4
  %5 = add i32 %4, %2
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !4
  %8 = add i32 %5, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %11 = add i32 %8, %10
  ret i32 %11
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @aos(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noundef captures(none) %2, ptr noundef readonly byval(%struct.Params) align 4 captures(none) %3) local_unnamed_addr #2 {
  %5 = alloca [8 x i32], align 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = add i32 %9, %6
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw %struct.Particle, ptr %0, i64 %11
  %13 = load float, ptr %12, align 16, !tbaa !10
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %15 = load float, ptr %14, align 4, !tbaa !10
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %17 = load float, ptr %16, align 8, !tbaa !10
  %18 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %19 = load float, ptr %18, align 4, !tbaa !10
  %20 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %21 = load i32, ptr %20, align 8, !tbaa !4
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 28
  %23 = load float, ptr %22, align 4, !tbaa !10
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !12
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %58

27:                                               ; preds = %4
  %28 = load float, ptr %3, align 4, !tbaa !14
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %30 = load float, ptr %29, align 4, !tbaa !10
  %31 = fmul contract float %28, %30
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %33 = load float, ptr %32, align 4, !tbaa !10
  %34 = fmul contract float %28, %33
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %36 = load float, ptr %35, align 4, !tbaa !10
  %37 = and i32 %25, 7
  %38 = icmp ult i32 %25, 8
  br i1 %38, label %43, label %39

39:                                               ; preds = %27
  %40 = and i32 %25, 2147483640
  br label %87

41:                                               ; preds = %87
  %42 = icmp eq i32 %37, 0
  br i1 %42, label %58, label %43

43:                                               ; preds = %41, %27
  %44 = phi float [ %13, %27 ], [ %113, %41 ]
  %45 = phi float [ %15, %27 ], [ %114, %41 ]
  %46 = phi float [ %17, %27 ], [ %115, %41 ]
  %47 = icmp ne i32 %37, 0
  tail call void @llvm.assume(i1 %47)
  br label %48

48:                                               ; preds = %48, %43
  %49 = phi float [ %44, %43 ], [ %53, %48 ]
  %50 = phi float [ %45, %43 ], [ %54, %48 ]
  %51 = phi float [ %46, %43 ], [ %55, %48 ]
  %52 = phi i32 [ 0, %43 ], [ %56, %48 ]
  %53 = fadd contract float %49, %31
  %54 = fsub contract float %50, %34
  %55 = fmul contract float %51, %36
  %56 = add i32 %52, 1
  %57 = icmp eq i32 %56, %37
  br i1 %57, label %58, label %48, !llvm.loop !15

58:                                               ; preds = %41, %48, %4
  %59 = phi float [ %19, %4 ], [ %23, %48 ], [ %23, %41 ]
  %60 = phi float [ %17, %4 ], [ %115, %41 ], [ %55, %48 ]
  %61 = phi float [ %15, %4 ], [ %114, %41 ], [ %54, %48 ]
  %62 = phi float [ %13, %4 ], [ %113, %41 ], [ %53, %48 ]
  %63 = and i32 %21, 15
  %64 = add nsw i32 %63, -8
  %65 = zext nneg i32 %63 to i64
  %66 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @kTable to ptr), i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !4
  %68 = mul nsw i32 %67, %64
  %69 = and i32 %21, 1023
  %70 = uitofp nneg i32 %69 to float
  %71 = getelementptr inbounds nuw %struct.Particle, ptr %1, i64 %11
  store float %62, ptr %71, align 16, !tbaa !10
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 4
  store float %61, ptr %72, align 4, !tbaa !10
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 8
  store float %60, ptr %73, align 8, !tbaa !10
  %74 = getelementptr inbounds nuw i8, ptr %71, i64 12
  store float %59, ptr %74, align 4, !tbaa !10
  %75 = getelementptr inbounds nuw i8, ptr %71, i64 16
  store i32 %64, ptr %75, align 16, !tbaa !4
  %76 = getelementptr inbounds nuw i8, ptr %71, i64 20
  store i32 %68, ptr %76, align 4, !tbaa !4
  %77 = getelementptr inbounds nuw i8, ptr %71, i64 24
  store i32 %21, ptr %77, align 8, !tbaa !4
  %78 = getelementptr inbounds nuw i8, ptr %71, i64 28
  store float %70, ptr %78, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  %79 = and i32 %21, 7
  %80 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %81 = load i32, ptr %80, align 4, !tbaa !16
  %82 = add nuw nsw i32 %79, 1
  %83 = and i32 %82, 1
  %84 = icmp eq i32 %79, 0
  br i1 %84, label %120, label %85

85:                                               ; preds = %58
  %86 = and i32 %82, 14
  br label %157

87:                                               ; preds = %87, %39
  %88 = phi float [ %13, %39 ], [ %113, %87 ]
  %89 = phi float [ %15, %39 ], [ %114, %87 ]
  %90 = phi float [ %17, %39 ], [ %115, %87 ]
  %91 = phi i32 [ 0, %39 ], [ %116, %87 ]
  %92 = fadd contract float %88, %31
  %93 = fsub contract float %89, %34
  %94 = fmul contract float %90, %36
  %95 = fadd contract float %92, %31
  %96 = fsub contract float %93, %34
  %97 = fmul contract float %94, %36
  %98 = fadd contract float %95, %31
  %99 = fsub contract float %96, %34
  %100 = fmul contract float %97, %36
  %101 = fadd contract float %98, %31
  %102 = fsub contract float %99, %34
  %103 = fmul contract float %100, %36
  %104 = fadd contract float %101, %31
  %105 = fsub contract float %102, %34
  %106 = fmul contract float %103, %36
  %107 = fadd contract float %104, %31
  %108 = fsub contract float %105, %34
  %109 = fmul contract float %106, %36
  %110 = fadd contract float %107, %31
  %111 = fsub contract float %108, %34
  %112 = fmul contract float %109, %36
  %113 = fadd contract float %110, %31
  %114 = fsub contract float %111, %34
  %115 = fmul contract float %112, %36
  %116 = add i32 %91, 8
  %117 = icmp eq i32 %116, %40
  br i1 %117, label %41, label %87, !llvm.loop !17

118:                                              ; preds = %157
  %119 = icmp eq i32 %83, 0
  br i1 %119, label %130, label %120

120:                                              ; preds = %118, %58
  %121 = phi i32 [ 0, %58 ], [ %175, %118 ]
  %122 = icmp ne i32 %83, 0
  tail call void @llvm.assume(i1 %122)
  %123 = add i32 %81, %121
  %124 = add i32 %121, %21
  %125 = and i32 %124, 7
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds nuw i32, ptr %5, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !4
  %129 = add i32 %123, %128
  store i32 %129, ptr %127, align 4, !tbaa !4
  br label %130

130:                                              ; preds = %118, %120
  %131 = shl nuw nsw i32 %6, 3
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %132
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %133, ptr noundef nonnull align 4 dereferenceable(32) %5, i64 32, i1 false)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %134 = trunc nuw nsw i32 %6 to i16
  %135 = add nuw nsw i16 %134, 1
  %136 = trunc nuw nsw i32 %8 to i16
  %137 = urem i16 %135, %136
  %138 = shl nuw nsw i16 %137, 3
  %139 = zext nneg i16 %138 to i64
  %140 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %139
  %141 = tail call noundef i32 @_Z4sum4PKj(ptr noundef %140) #10
  %142 = shl i32 %10, 2
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds nuw i32, ptr %2, i64 %143
  %145 = tail call noundef i32 @_Z4sum4PKj(ptr noundef %144) #10
  %146 = add i32 %145, %141
  %147 = tail call noundef i32 @_Z3fibj(i32 noundef %79) #10
  %148 = add i32 %146, %147
  %149 = tail call noundef i32 @_Z3mixILi3EEjj(i32 noundef %21) #10
  %150 = add i32 %148, %149
  %151 = lshr i32 %21, 4
  %152 = and i32 %151, 15
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @kTable to ptr), i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !4
  %156 = add i32 %150, %155
  store i32 %156, ptr %144, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #10
  ret void

157:                                              ; preds = %157, %85
  %158 = phi i32 [ 0, %85 ], [ %175, %157 ]
  %159 = phi i32 [ 0, %85 ], [ %176, %157 ]
  %160 = add i32 %81, %158
  %161 = add i32 %158, %21
  %162 = and i32 %161, 7
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr inbounds nuw i32, ptr %5, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !4
  %166 = add i32 %160, %165
  store i32 %166, ptr %164, align 4, !tbaa !4
  %167 = or disjoint i32 %158, 1
  %168 = add i32 %81, %167
  %169 = add i32 %167, %21
  %170 = and i32 %169, 7
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr inbounds nuw i32, ptr %5, i64 %171
  %173 = load i32, ptr %172, align 4, !tbaa !4
  %174 = add i32 %168, %173
  store i32 %174, ptr %172, align 4, !tbaa !4
  %175 = add nuw nsw i32 %158, 2
  %176 = add i32 %159, 2
  %177 = icmp eq i32 %176, %86
  br i1 %177, label %118, label %157, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #6

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z3mixILi3EEjj(i32 noundef %0) local_unnamed_addr #7 comdat {
  %2 = lshr i32 %0, 7
  %3 = xor i32 %2, %0
  %4 = mul i32 %3, -1640531535
  %5 = lshr i32 %4, 7
  %6 = xor i32 %5, %4
  %7 = mul i32 %6, -1640531535
  %8 = add i32 %7, 1
  %9 = lshr i32 %8, 7
  %10 = xor i32 %9, %8
  %11 = mul i32 %10, -1640531535
  %12 = add i32 %11, 2
  ret i32 %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !6, i64 0}
!12 = !{!13, !5, i64 4}
!13 = !{!"_ZTS6Params", !11, i64 0, !5, i64 4, !5, i64 8, !6, i64 12}
!14 = !{!13, !11, i64 0}
!15 = distinct !{!15, !9}
!16 = !{!13, !5, i64 8}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
