; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vminmax(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = lshr i32 %7, 6, !dbg !12
  %9 = and i32 %8, 3, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = shl i32 %10, 9, !dbg !13
  %12 = and i32 %6, 63, !dbg !14
  %13 = shl nuw nsw i32 %9, 7, !dbg !14
  %14 = shl nuw nsw i32 %12, 1, !dbg !14
  %15 = or disjoint i32 %13, %14, !dbg !14
  %16 = or disjoint i32 %15, %11, !dbg !13
  %17 = or disjoint i32 %16, 1, !dbg !13
  %18 = icmp slt i32 %16, %2, !dbg !15
  %19 = icmp slt i32 %17, %2, !dbg !15
  %20 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !16
  %21 = shl i32 %16, 2, !dbg !16
  %22 = select i1 %18, i32 %21, i32 -2147483648, !dbg !16
  %23 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %20, i32 %22, i32 0, i32 0), !dbg !16
  %24 = bitcast float %23 to <1 x float>, !dbg !16
  %25 = extractelement <1 x float> %24, i64 0, !dbg !16
  %26 = select i1 %18, float %25, float -inf, !dbg !16
  %27 = shl i32 %17, 2, !dbg !16
  %28 = select i1 %19, i32 %27, i32 -2147483648, !dbg !16
  %29 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %20, i32 %28, i32 0, i32 0), !dbg !16
  %30 = bitcast float %29 to <1 x float>, !dbg !16
  %31 = extractelement <1 x float> %30, i64 0, !dbg !16
  %32 = select i1 %19, float %31, float -inf, !dbg !16
  %33 = tail call float @llvm.maxnum.f32(float %26, float %32), !dbg !17
  %34 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %33, i32 280, i32 15, i32 15, i1 true), !dbg !20
  %35 = tail call float @llvm.maxnum.f32(float %33, float %34), !dbg !17
  %36 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %35, i32 276, i32 15, i32 15, i1 true), !dbg !20
  %37 = tail call float @llvm.maxnum.f32(float %35, float %36), !dbg !17
  %38 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %37, i32 274, i32 15, i32 15, i1 true), !dbg !20
  %39 = tail call float @llvm.maxnum.f32(float %37, float %38), !dbg !17
  %40 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %39, i32 273, i32 15, i32 15, i1 true), !dbg !20
  %41 = tail call float @llvm.maxnum.f32(float %39, float %40), !dbg !17
  %42 = tail call float @llvm.amdgcn.update.dpp.f32(float %41, float %41, i32 322, i32 10, i32 15, i1 true), !dbg !20
  %43 = tail call float @llvm.maxnum.f32(float %41, float %42), !dbg !17
  %44 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %43, i32 323, i32 15, i32 15, i1 true), !dbg !20
  %45 = tail call float @llvm.maxnum.f32(float %43, float %44), !dbg !17
  %46 = tail call float @llvm.amdgcn.readlane.f32(float %45, i32 63), !dbg !20
  %47 = shl nuw nsw i32 %9, 2, !dbg !20
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %47, !dbg !20
  %49 = insertelement <1 x float> poison, float %46, i64 0, !dbg !20
  store <1 x float> %49, ptr addrspace(3) %48, align 4, !dbg !20
  fence syncscope("workgroup") release, !dbg !20, !mmra !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !20
  fence syncscope("workgroup") acquire, !dbg !20, !mmra !23
  %50 = shl nuw nsw i32 %6, 2, !dbg !20
  %51 = and i32 %50, 12, !dbg !20
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %51, !dbg !20
  %53 = load <1 x float>, ptr addrspace(3) %52, align 4, !dbg !20
  %54 = extractelement <1 x float> %53, i64 0, !dbg !20
  %55 = bitcast float %54 to i32, !dbg !20
  %56 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %55, i32 78, i32 15, i32 15, i1 true), !dbg !20
  %57 = bitcast i32 %56 to float, !dbg !20
  %58 = tail call float @llvm.maxnum.f32(float %54, float %57), !dbg !17
  %59 = bitcast float %58 to i32, !dbg !20
  %60 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %59, i32 177, i32 15, i32 15, i1 true), !dbg !20
  %61 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %20, i32 %22, i32 0, i32 0), !dbg !24
  %62 = bitcast float %61 to <1 x float>, !dbg !24
  %63 = extractelement <1 x float> %62, i64 0, !dbg !24
  %64 = select i1 %18, float %63, float +inf, !dbg !24
  %65 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %20, i32 %28, i32 0, i32 0), !dbg !24
  %66 = bitcast float %65 to <1 x float>, !dbg !24
  %67 = extractelement <1 x float> %66, i64 0, !dbg !24
  %68 = select i1 %19, float %67, float +inf, !dbg !24
  fence syncscope("workgroup") release, !dbg !25, !mmra !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !25
  fence syncscope("workgroup") acquire, !dbg !25, !mmra !23
  %69 = tail call float @llvm.minnum.f32(float %64, float %68), !dbg !27
  %70 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %69, i32 280, i32 15, i32 15, i1 true), !dbg !25
  %71 = tail call float @llvm.minnum.f32(float %69, float %70), !dbg !27
  %72 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %71, i32 276, i32 15, i32 15, i1 true), !dbg !25
  %73 = tail call float @llvm.minnum.f32(float %71, float %72), !dbg !27
  %74 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %73, i32 274, i32 15, i32 15, i1 true), !dbg !25
  %75 = tail call float @llvm.minnum.f32(float %73, float %74), !dbg !27
  %76 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %75, i32 273, i32 15, i32 15, i1 true), !dbg !25
  %77 = tail call float @llvm.minnum.f32(float %75, float %76), !dbg !27
  %78 = tail call float @llvm.amdgcn.update.dpp.f32(float %77, float %77, i32 322, i32 10, i32 15, i1 true), !dbg !25
  %79 = tail call float @llvm.minnum.f32(float %77, float %78), !dbg !27
  %80 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %79, i32 323, i32 15, i32 15, i1 true), !dbg !25
  %81 = tail call float @llvm.minnum.f32(float %79, float %80), !dbg !27
  %82 = tail call float @llvm.amdgcn.readlane.f32(float %81, i32 63), !dbg !25
  %83 = insertelement <1 x float> poison, float %82, i64 0, !dbg !25
  store <1 x float> %83, ptr addrspace(3) %48, align 4, !dbg !25
  fence syncscope("workgroup") release, !dbg !25, !mmra !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !25
  fence syncscope("workgroup") acquire, !dbg !25, !mmra !23
  %84 = load <1 x float>, ptr addrspace(3) %52, align 4, !dbg !25
  %85 = extractelement <1 x float> %84, i64 0, !dbg !25
  %86 = bitcast float %85 to i32, !dbg !25
  %87 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %86, i32 78, i32 15, i32 15, i1 true), !dbg !25
  %88 = bitcast i32 %87 to float, !dbg !25
  %89 = tail call float @llvm.minnum.f32(float %85, float %88), !dbg !27
  %90 = bitcast float %89 to i32, !dbg !25
  %91 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %90, i32 177, i32 15, i32 15, i1 true), !dbg !25
  %92 = or i32 %9, %12, !dbg !28
  %93 = icmp eq i32 %92, 0, !dbg !28
  br i1 %93, label %94, label %.critedge, !dbg !28

94:                                               ; preds = %5
  %95 = shl i32 %10, 1, !dbg !29
  %96 = sext i32 %95 to i64
  %97 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %96
  %98 = getelementptr i8, ptr addrspace(1) %97, i64 4
  %99 = bitcast i32 %91 to float, !dbg !25
  %100 = tail call float @llvm.minnum.f32(float %89, float %99), !dbg !27
  %101 = insertelement <1 x float> poison, float %100, i64 0
  %102 = bitcast i32 %60 to float
  %103 = tail call float @llvm.maxnum.f32(float %58, float %102)
  %104 = insertelement <1 x float> poison, float %103, i64 0
  store <1 x float> %104, ptr addrspace(1) %97, align 4, !dbg !28
  store <1 x float> %101, ptr addrspace(1) %98, align 4, !dbg !12
  br label %.critedge, !dbg !12

.critedge:                                        ; preds = %5, %94
  ret void, !dbg !30
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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
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
!23 = !{!"amdgpu-synchronize-as", !"local"}
!24 = !DILocation(line: 31, column: 17, scope: !4)
!25 = !DILocation(line: 274, column: 16, scope: !18, inlinedAt: !26)
!26 = !DILocation(line: 31, column: 10, scope: !22)
!27 = !DILocation(line: 254, column: 12, scope: !18, inlinedAt: !25)
!28 = !DILocation(line: 32, column: 5, scope: !4)
!29 = !DILocation(line: 32, column: 20, scope: !4)
!30 = !DILocation(line: 27, column: 1, scope: !4)
