; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vminmax(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = lshr i32 %7, 5, !dbg !12
  %9 = and i32 %8, 3, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = shl i32 %10, 9, !dbg !13
  %12 = and i32 %6, 31, !dbg !14
  %13 = shl nuw nsw i32 %9, 7, !dbg !14
  %14 = shl nuw nsw i32 %12, 2, !dbg !14
  %15 = or disjoint i32 %13, %14, !dbg !14
  %16 = or disjoint i32 %15, %11, !dbg !13
  %17 = or disjoint i32 %16, 1, !dbg !13
  %18 = or disjoint i32 %16, 2, !dbg !13
  %19 = or disjoint i32 %16, 3, !dbg !13
  %20 = icmp slt i32 %16, %2, !dbg !15
  %21 = icmp slt i32 %17, %2, !dbg !15
  %22 = icmp slt i32 %18, %2, !dbg !15
  %23 = icmp slt i32 %19, %2, !dbg !15
  %24 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !16
  %25 = shl i32 %16, 2, !dbg !16
  %26 = select i1 %20, i32 %25, i32 -2147483648, !dbg !16
  %27 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %26, i32 0, i32 0), !dbg !16
  %28 = bitcast float %27 to <1 x float>, !dbg !16
  %29 = extractelement <1 x float> %28, i64 0, !dbg !16
  %30 = select i1 %20, float %29, float -inf, !dbg !16
  %31 = shl i32 %17, 2, !dbg !16
  %32 = select i1 %21, i32 %31, i32 -2147483648, !dbg !16
  %33 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %32, i32 0, i32 0), !dbg !16
  %34 = bitcast float %33 to <1 x float>, !dbg !16
  %35 = extractelement <1 x float> %34, i64 0, !dbg !16
  %36 = select i1 %21, float %35, float -inf, !dbg !16
  %37 = shl i32 %18, 2, !dbg !16
  %38 = select i1 %22, i32 %37, i32 -2147483648, !dbg !16
  %39 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %38, i32 0, i32 0), !dbg !16
  %40 = bitcast float %39 to <1 x float>, !dbg !16
  %41 = extractelement <1 x float> %40, i64 0, !dbg !16
  %42 = select i1 %22, float %41, float -inf, !dbg !16
  %43 = shl i32 %19, 2, !dbg !16
  %44 = select i1 %23, i32 %43, i32 -2147483648, !dbg !16
  %45 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %44, i32 0, i32 0), !dbg !16
  %46 = bitcast float %45 to <1 x float>, !dbg !16
  %47 = extractelement <1 x float> %46, i64 0, !dbg !16
  %48 = select i1 %23, float %47, float -inf, !dbg !16
  %49 = tail call float @llvm.maxnum.f32(float %30, float %36), !dbg !17
  %50 = tail call float @llvm.maxnum.f32(float %49, float %42), !dbg !17
  %51 = tail call float @llvm.maxnum.f32(float %50, float %48), !dbg !17
  %52 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %51, i32 280, i32 15, i32 15, i1 true), !dbg !20
  %53 = tail call float @llvm.maxnum.f32(float %51, float %52), !dbg !17
  %54 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %53, i32 276, i32 15, i32 15, i1 true), !dbg !20
  %55 = tail call float @llvm.maxnum.f32(float %53, float %54), !dbg !17
  %56 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %55, i32 274, i32 15, i32 15, i1 true), !dbg !20
  %57 = tail call float @llvm.maxnum.f32(float %55, float %56), !dbg !17
  %58 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %57, i32 273, i32 15, i32 15, i1 true), !dbg !20
  %59 = tail call float @llvm.maxnum.f32(float %57, float %58), !dbg !17
  %60 = bitcast float %59 to i32, !dbg !20
  %61 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %60, i32 -1, i32 -1, i1 true, i1 false), !dbg !20
  %62 = bitcast i32 %61 to float, !dbg !20
  %63 = tail call float @llvm.maxnum.f32(float %59, float %62), !dbg !17
  %64 = tail call float @llvm.amdgcn.readlane.f32(float %63, i32 31), !dbg !20
  %65 = shl nuw nsw i32 %9, 2, !dbg !20
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %65, !dbg !20
  %67 = insertelement <1 x float> poison, float %64, i64 0, !dbg !20
  store <1 x float> %67, ptr addrspace(3) %66, align 4, !dbg !20
  fence syncscope("workgroup") release, !dbg !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !20
  fence syncscope("workgroup") acquire, !dbg !20
  %68 = shl nuw nsw i32 %6, 2, !dbg !20
  %69 = and i32 %68, 12, !dbg !20
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %69, !dbg !20
  %71 = load <1 x float>, ptr addrspace(3) %70, align 4, !dbg !20
  %72 = extractelement <1 x float> %71, i64 0, !dbg !20
  %73 = bitcast float %72 to i32, !dbg !20
  %74 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %73, i32 354, i32 15, i32 15, i1 true), !dbg !20
  %75 = bitcast i32 %74 to float, !dbg !20
  %76 = tail call float @llvm.maxnum.f32(float %72, float %75), !dbg !17
  %77 = bitcast float %76 to i32, !dbg !20
  %78 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %77, i32 353, i32 15, i32 15, i1 true), !dbg !20
  %79 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %26, i32 0, i32 0), !dbg !23
  %80 = bitcast float %79 to <1 x float>, !dbg !23
  %81 = extractelement <1 x float> %80, i64 0, !dbg !23
  %82 = select i1 %20, float %81, float +inf, !dbg !23
  %83 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %32, i32 0, i32 0), !dbg !23
  %84 = bitcast float %83 to <1 x float>, !dbg !23
  %85 = extractelement <1 x float> %84, i64 0, !dbg !23
  %86 = select i1 %21, float %85, float +inf, !dbg !23
  %87 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %38, i32 0, i32 0), !dbg !23
  %88 = bitcast float %87 to <1 x float>, !dbg !23
  %89 = extractelement <1 x float> %88, i64 0, !dbg !23
  %90 = select i1 %22, float %89, float +inf, !dbg !23
  %91 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %44, i32 0, i32 0), !dbg !23
  %92 = bitcast float %91 to <1 x float>, !dbg !23
  %93 = extractelement <1 x float> %92, i64 0, !dbg !23
  %94 = select i1 %23, float %93, float +inf, !dbg !23
  fence syncscope("workgroup") release, !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24
  %95 = tail call float @llvm.minnum.f32(float %82, float %86), !dbg !26
  %96 = tail call float @llvm.minnum.f32(float %95, float %90), !dbg !26
  %97 = tail call float @llvm.minnum.f32(float %96, float %94), !dbg !26
  %98 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %97, i32 280, i32 15, i32 15, i1 true), !dbg !24
  %99 = tail call float @llvm.minnum.f32(float %97, float %98), !dbg !26
  %100 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %99, i32 276, i32 15, i32 15, i1 true), !dbg !24
  %101 = tail call float @llvm.minnum.f32(float %99, float %100), !dbg !26
  %102 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %101, i32 274, i32 15, i32 15, i1 true), !dbg !24
  %103 = tail call float @llvm.minnum.f32(float %101, float %102), !dbg !26
  %104 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %103, i32 273, i32 15, i32 15, i1 true), !dbg !24
  %105 = tail call float @llvm.minnum.f32(float %103, float %104), !dbg !26
  %106 = bitcast float %105 to i32, !dbg !24
  %107 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %106, i32 -1, i32 -1, i1 true, i1 false), !dbg !24
  %108 = bitcast i32 %107 to float, !dbg !24
  %109 = tail call float @llvm.minnum.f32(float %105, float %108), !dbg !26
  %110 = tail call float @llvm.amdgcn.readlane.f32(float %109, i32 31), !dbg !24
  %111 = insertelement <1 x float> poison, float %110, i64 0, !dbg !24
  store <1 x float> %111, ptr addrspace(3) %66, align 4, !dbg !24
  fence syncscope("workgroup") release, !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24
  %112 = load <1 x float>, ptr addrspace(3) %70, align 4, !dbg !24
  %113 = extractelement <1 x float> %112, i64 0, !dbg !24
  %114 = bitcast float %113 to i32, !dbg !24
  %115 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %114, i32 354, i32 15, i32 15, i1 true), !dbg !24
  %116 = bitcast i32 %115 to float, !dbg !24
  %117 = tail call float @llvm.minnum.f32(float %113, float %116), !dbg !26
  %118 = bitcast float %117 to i32, !dbg !24
  %119 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %118, i32 353, i32 15, i32 15, i1 true), !dbg !24
  %120 = or i32 %9, %12, !dbg !27
  %121 = icmp eq i32 %120, 0, !dbg !27
  br i1 %121, label %122, label %.critedge, !dbg !27

122:                                              ; preds = %5
  %123 = shl i32 %10, 1, !dbg !28
  %124 = sext i32 %123 to i64
  %125 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %124
  %126 = getelementptr i8, ptr addrspace(1) %125, i64 4
  %127 = bitcast i32 %119 to float, !dbg !24
  %128 = tail call float @llvm.minnum.f32(float %117, float %127), !dbg !26
  %129 = insertelement <1 x float> poison, float %128, i64 0
  %130 = bitcast i32 %78 to float
  %131 = tail call float @llvm.maxnum.f32(float %76, float %130)
  %132 = insertelement <1 x float> poison, float %131, i64 0
  store <1 x float> %132, ptr addrspace(1) %125, align 4, !dbg !27
  store <1 x float> %129, ptr addrspace(1) %126, align 4, !dbg !12
  br label %.critedge, !dbg !12

.critedge:                                        ; preds = %5, %122
  ret void, !dbg !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vminmax", linkageName: "vminmax", scope: !1, file: !1, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 33, column: 5, scope: !4)
!13 = !DILocation(line: 28, column: 12, scope: !4)
!14 = !DILocation(line: 28, column: 39, scope: !4)
!15 = !DILocation(line: 29, column: 9, scope: !4)
!16 = !DILocation(line: 30, column: 17, scope: !4)
!17 = !DILocation(line: 196, column: 12, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 216, column: 16, scope: !18, inlinedAt: !21)
!21 = !DILocation(line: 30, column: 10, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 31, column: 17, scope: !4)
!24 = !DILocation(line: 274, column: 16, scope: !18, inlinedAt: !25)
!25 = !DILocation(line: 31, column: 10, scope: !22)
!26 = !DILocation(line: 254, column: 12, scope: !18, inlinedAt: !24)
!27 = !DILocation(line: 32, column: 5, scope: !4)
!28 = !DILocation(line: 32, column: 20, scope: !4)
!29 = !DILocation(line: 27, column: 1, scope: !4)
